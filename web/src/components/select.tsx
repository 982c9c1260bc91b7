import styled, { css } from 'styled-components';

// A form's own field stands as tall as a TextField; the plan builder's rows and dialogs and the users table's role
// are denser and take their labels' type (44 px tall unless their row sets it: 40 px, 36 px).
const field = css`
  min-height: 48px;
  padding: 0 12px;
  border-radius: ${({ theme }) => theme.radii.md};
  font-size: 1rem;
`;
const compact = css`
  min-height: 44px;
  padding: 0 8px;
  border-radius: ${({ theme }) => theme.radii.sm};
  font: inherit;
`;

/** The app's native select (the phone's own picker): one border, surface and focus ring, in two sizes. */
export const Select = styled.select<{ $compact?: boolean }>`
  ${({ $compact }) => ($compact ? compact : field)}
  border: 1.5px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-weight: 400;
  &:focus {
    outline: none;
    border-color: ${({ theme }) => theme.colors.accent};
    box-shadow: 0 0 0 3px ${({ theme }) => theme.colors.accentSoft};
  }
`;
