import styled from 'styled-components';

/** Two (or more) mutually exclusive options side by side, e.g. Android / iOS or link / file. */
export const Segmented = styled.div`
  display: grid;
  grid-auto-columns: 1fr;
  grid-auto-flow: column;
  gap: 4px;
  padding: 4px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

export const Segment = styled.button.attrs({ type: 'button' })<{ $selected: boolean }>`
  min-height: 44px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  font-weight: 650;
  cursor: pointer;
  background: ${({ $selected, theme }) => ($selected ? theme.colors.surface : 'transparent')};
  box-shadow: ${({ $selected }) => ($selected ? '0 1px 3px rgba(17, 19, 24, 0.12)' : 'none')};
  color: ${({ $selected, theme }) => ($selected ? theme.colors.text : theme.colors.textMuted)};
`;
