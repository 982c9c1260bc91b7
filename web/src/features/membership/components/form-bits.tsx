import styled from 'styled-components';

export const FieldLabel = styled.label`
  display: flex;
  flex-direction: column;
  gap: 6px;
  font-weight: 650;
  font-size: 0.95rem;
`;

const control = `
  min-height: 48px;
  padding: 0 12px;
  border-radius: 12px;
  font-size: 1rem;
  font-weight: 400;
  background: #fff;
`;

export const Input = styled.input`
  ${control}
  border: 1.5px solid ${({ theme }) => theme.colors.border};
`;

export const TextArea = styled.textarea`
  ${control}
  min-height: 88px;
  padding: 10px 12px;
  resize: vertical;
  border: 1.5px solid ${({ theme }) => theme.colors.border};
  font-family: inherit;
`;

export const Hint = styled.span`
  font-size: 0.85rem;
  font-weight: 400;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const Message = styled.p<{ $tone: 'error' | 'success' }>`
  padding: 10px 12px;
  border-radius: ${({ theme }) => theme.radii.md};
  font-weight: 650;
  background: ${({ $tone, theme }) => ($tone === 'error' ? theme.colors.dangerSoft : '#e8f6ee')};
  color: ${({ $tone, theme }) => ($tone === 'error' ? theme.colors.danger : theme.colors.success)};
`;
