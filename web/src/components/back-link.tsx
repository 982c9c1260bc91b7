import { Link } from 'react-router-dom';
import styled from 'styled-components';

/** "← Planificaciones" above a sub-screen: the way back to the screen it was opened from, a 44 px target. */
export const BackLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  min-height: 44px;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.accentText};
  text-decoration: none;
`;
