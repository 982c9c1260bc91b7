import styled from 'styled-components';

/** A line above the day's blocks: a failure (danger) or what an action did (accent), closed with an ×. */
export const Banner = styled.div<{ $tone: 'danger' | 'accent' }>`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  padding: 8px 8px 8px 14px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ $tone, theme }) => ($tone === 'danger' ? theme.colors.dangerSoft : theme.colors.accentSoft)};
  color: ${({ $tone, theme }) => ($tone === 'danger' ? theme.colors.danger : theme.colors.text)};
`;
