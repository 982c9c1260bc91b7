import styled from 'styled-components';
import type { AccountStateView } from '../../../../../contract/billing';

/** Al día in green, debe in the accent, en mora in red: the same badge for her and for staff. */
export const StateBadge = styled.span<{ $state: AccountStateView }>`
  margin-left: auto;
  padding: 2px 10px;
  border-radius: 999px;
  font-size: 0.85rem;
  font-weight: 700;
  white-space: nowrap;
  background: ${({ theme, $state }) => ($state === 'al_dia' ? theme.colors.surfaceMuted : $state === 'debe' ? theme.colors.accentSoft : theme.colors.dangerSoft)};
  color: ${({ theme, $state }) => ($state === 'al_dia' ? theme.colors.success : $state === 'debe' ? theme.colors.accentText : theme.colors.dangerHover)};
`;
