import styled from 'styled-components';

/** A 44 px square button for row actions (edit, delete); always give it an aria-label. */
export const IconButton = styled.button.attrs({ type: 'button' })<{ $tone?: 'danger' }>`
  display: inline-grid;
  place-items: center;
  width: 44px;
  height: 44px;
  flex: none;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ $tone, theme }) => ($tone === 'danger' ? theme.colors.danger : theme.colors.text)};
  cursor: pointer;
  &:hover { background: ${({ $tone, theme }) => ($tone === 'danger' ? theme.colors.dangerSoft : theme.colors.surfaceMuted)}; }
`;
