import styled, { css } from 'styled-components';

/** The mark on a row just added or edited: green like the saved message, so the eye finds what it just saved. */
export const SavedBadge = styled.span`
  flex: none;
  padding: 2px 8px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.success};
  color: #fff;
  font-size: 0.8rem;
  font-weight: 700;
`;

/** The row itself: tinted and outlined; it takes focus without a focus ring unless the keyboard brought it. */
export const savedRow = css<{ $saved?: boolean }>`
  ${({ $saved, theme }) => $saved && css`
    background: #e7f6ec;
    box-shadow: inset 0 0 0 2px ${theme.colors.success};
  `}
  &:focus { outline: none; }
  &:focus-visible { outline: 3px solid ${({ theme }) => theme.colors.accentStrong}; outline-offset: 2px; }
`;
