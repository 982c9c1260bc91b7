import styled from 'styled-components';

/**
 * A 44 px round icon button (the touch target the app keeps everywhere); `$tone="danger"` for deletions. Always give
 * it an aria-label: it doubles as the tooltip unless a `title` says more.
 */
export const IconButton = styled.button.attrs<{ title?: string; 'aria-label'?: string }>((props) => ({
  title: props.title ?? props['aria-label'],
}))<{ $tone?: 'danger' | 'active' }>`
  flex-shrink: 0;
  display: inline-grid;
  place-items: center;
  width: 44px;
  height: 44px;
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme, $tone }) => ($tone === 'active' ? theme.colors.accentSoft : 'transparent')};
  color: ${({ theme, $tone }) => ($tone === 'danger' ? theme.colors.danger : $tone === 'active' ? theme.colors.accentText : theme.colors.textMuted)};
  cursor: pointer;
  &:hover:not(:disabled) { background: ${({ theme, $tone }) => ($tone === 'danger' ? theme.colors.dangerSoft : theme.colors.surfaceMuted)}; }
  &:disabled { opacity: 0.5; cursor: not-allowed; }
`;
