import styled from 'styled-components';
import { StackList } from '../../../components/stack-list';

/** Mis Turnos' rows (its turnos, its waitlist places, its turnos fijos): one look, one file. */
export const TurnoList = StackList;

export const TurnoItem = styled.li<{ $waiting?: boolean }>`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  padding: 10px 10px 10px 14px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $waiting }) => ($waiting ? '#fff6e0' : theme.colors.surfaceMuted)};
`;

/** A row's pill button (Cancelar, Salir, Quitar); each sets its own colour. 44 px tall: a thumb's target. */
export const RowButton = styled.button.attrs({ type: 'button' })`
  flex: none;
  display: inline-flex;
  align-items: center;
  gap: 4px;
  min-height: 44px;
  padding: 0 12px;
  border-radius: ${({ theme }) => theme.radii.pill};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  font-weight: 650;
  cursor: pointer;
`;
