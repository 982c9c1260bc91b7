import { Ban, CalendarClock } from 'lucide-react';
import styled from 'styled-components';
import type { ConsoleClass } from '../api/types';
import { weekdayDate } from '../../../lib/calendar-date';
import { withoutFinalPeriod } from '../../../lib/sentence';

type Exception = NonNullable<ConsoleClass['cancelada']>;

/** The short state a cancelled or moved class shows instead of Próxima / En curso / Terminada. */
export const exceptionState = (x: Exception) => (x.causa === 'movida' ? 'Movida' : x.causa === 'dia_cerrado' ? 'Día cerrado' : 'Cancelada');

/** "Cancelada: motivo" or "Movida al jueves 19 de noviembre a las 19:00 (motivo)": why the class will not take place here. */
export function exceptionText(x: Exception): string {
  if (x.causa === 'movida' && x.movida_a) return `Movida al ${weekdayDate(x.movida_a.fecha)} a las ${x.movida_a.hora} (${withoutFinalPeriod(x.motivo)}). Los anotados pasaron a la nueva clase.`;
  return `${exceptionState(x)}: ${x.motivo}`;
}

/** The banner of a class that will not take place: its actions are off, so staff see why at once. */
export function ClassException({ exception }: { exception: Exception }) {
  return (
    <Banner role="note">
      {exception.causa === 'movida' ? <CalendarClock size={18} aria-hidden="true" /> : <Ban size={18} aria-hidden="true" />}
      <span>{exceptionText(exception)}</span>
    </Banner>
  );
}

const Banner = styled.p`
  display: flex;
  align-items: flex-start;
  gap: 8px;
  padding: 10px 12px;
  border-radius: 10px;
  font-size: 0.9rem;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.danger};
  background: ${({ theme }) => theme.colors.dangerSoft};
  border: 1px solid currentColor;

  svg {
    flex: none;
    margin-top: 2px;
  }
`;
