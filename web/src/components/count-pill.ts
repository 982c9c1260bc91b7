import { css } from 'styled-components';

/** A count in a round pill (requests waiting, new comments): white figures on the strong accent. */
export const countPill = css`
  display: inline-grid;
  place-items: center;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.accentStrong};
  color: ${({ theme }) => theme.colors.onAccent};
`;
