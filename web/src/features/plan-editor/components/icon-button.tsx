import styled from 'styled-components';

/** A 40 px round icon button; `$tone="danger"` for deletions. Always give it an aria-label. */
export const IconButton = styled.button<{ $tone?: 'danger' | 'active' }>`
  flex-shrink: 0;
  display: inline-grid;
  place-items: center;
  width: 40px;
  height: 40px;
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme, $tone }) => ($tone === 'active' ? theme.colors.accentSoft : 'transparent')};
  color: ${({ theme, $tone }) => ($tone === 'danger' ? theme.colors.danger : $tone === 'active' ? theme.colors.accentText : theme.colors.textMuted)};
  cursor: pointer;
  &:hover:not(:disabled) { background: ${({ theme, $tone }) => ($tone === 'danger' ? theme.colors.dangerSoft : theme.colors.surfaceMuted)}; }
  &:disabled { opacity: 0.5; cursor: not-allowed; }
`;
