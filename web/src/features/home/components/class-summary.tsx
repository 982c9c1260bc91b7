import styled from 'styled-components';
import type { ConsoleClass } from '../../../../../contract/attendance';
import { plural } from '../../../lib/plural';

const STATE: Record<ConsoleClass['estado'], string> = { proxima: 'Próxima', en_curso: 'En curso', terminada: 'Terminada' };
const OFF: Record<NonNullable<ConsoleClass['cancelada']>['causa'], string> = { cancelada: 'Cancelada', dia_cerrado: 'Día cerrado', movida: 'Movida' };

/** Where a class stands: its state on the studio clock, or why it will not take place. */
export const classState = (c: ConsoleClass) => (c.cancelada ? OFF[c.cancelada.causa] : STATE[c.estado]);

/** '3/8 lugares': places taken over the class's places. */
export const placesTaken = (c: ConsoleClass) => `${c.reservados}/${c.cupo_maximo} ${plural(c.cupo_maximo, 'lugar', 'lugares')}`;

/** One class in a line: time and discipline, places taken, and its state. */
export function ClassSummary({ clase }: { clase: ConsoleClass }) {
  return (
    <Line>
      <Time>{clase.hora}</Time>
      <Name>{clase.disciplina}</Name>
      <Places>{placesTaken(clase)}</Places>
      <State $tone={clase.cancelada ? 'off' : clase.estado}>{classState(clase)}</State>
    </Line>
  );
}

const Line = styled.div`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr) auto;
  grid-template-areas: 'time name state' 'time places state';
  align-items: center;
  column-gap: 12px;
  min-height: 44px;
  @media (min-width: 480px) {
    grid-template-columns: auto minmax(0, 1fr) auto auto;
    grid-template-areas: 'time name places state';
  }
`;

const Time = styled.strong`
  grid-area: time;
  font-size: 1.1rem;
  font-variant-numeric: tabular-nums;
`;

const Name = styled.span`
  grid-area: name;
  font-weight: 650;
  overflow-wrap: anywhere;
`;

const Places = styled.span`
  grid-area: places;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.9rem;
  font-variant-numeric: tabular-nums;
`;

const State = styled.span<{ $tone: ConsoleClass['estado'] | 'off' }>`
  grid-area: state;
  padding: 2px 10px;
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: 0.82rem;
  font-weight: 700;
  white-space: nowrap;
  color: ${({ theme, $tone }) => ($tone === 'en_curso' ? theme.colors.onAccent : $tone === 'off' ? theme.colors.danger : $tone === 'terminada' ? theme.colors.textMuted : theme.colors.text)};
  background: ${({ theme, $tone }) => ($tone === 'en_curso' ? theme.colors.accentStrong : $tone === 'off' ? theme.colors.dangerSoft : theme.colors.surfaceMuted)};
`;
