import styled from 'styled-components';

export const FormMessage = styled.p.attrs<{ $tone: 'success' | 'error' }>(({ $tone }) => ({ role: $tone === 'error' ? 'alert' : 'status' }))<{ $tone: 'success' | 'error' }>`
  padding: 12px 14px;
  border-radius: ${({ theme }) => theme.radii.md};
  font-weight: 650;
  background: ${({ $tone, theme }) => ($tone === 'error' ? theme.colors.dangerSoft : '#e8f6ee')};
  color: ${({ $tone, theme }) => ($tone === 'error' ? theme.colors.danger : theme.colors.success)};
  span {
    display: block;
    font-weight: 500;
  }
`;
