import { css } from 'styled-components';

/** The workout screens' lists: items stacked 8 px apart, no bullets. */
export const stackedList = css`
  list-style: none;
  padding: 0;
  display: grid;
  gap: 8px;
`;

/** An item that opens something (a session, a record, a comment): a bordered card that lights up on hover. */
export const linkCard = css`
  padding: 12px 14px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: inherit;
  text-decoration: none;
  &:hover { border-color: ${({ theme }) => theme.colors.accent}; }
`;
