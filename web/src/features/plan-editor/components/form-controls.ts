import styled, { css } from 'styled-components';

/** The builder's selects and labels (copy-to, group templates, the progression dialog): one look for all. */
export const selectLook = css`
  padding: 0 8px;
  border: 1.5px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surface};
  font: inherit;
  font-weight: 400;
`;

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
