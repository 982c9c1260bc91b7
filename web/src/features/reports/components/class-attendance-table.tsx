import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { EmptyState } from '../../../components/empty-state';
import type { ClassAttendance } from '../../../../../contract/attendance';
import { occupancyRowPath } from '../occupancy-row';
import { formatCount, formatCountOf, formatPercent, type Range } from '../report-format';
import { Num, NumCell, Sub, Table } from './report-table';

const rate = (value: number | null) => (value === null ? '—' : formatPercent(value));

/**
 * Per weekly class: who came and who did not (marked in the class console), who cancelled late (booking policy),
 * and how many joined its waitlist. A card per class on phones (five figures with their counts do not fit across).
 * A long waitlist is the signal to open another class at that time.
 */
export function ClassAttendanceTable({ rows, range }: { rows: readonly ClassAttendance[]; range: Range }) {
  if (rows.length === 0) return <EmptyState>Todavía no hay asistencia registrada en este período.</EmptyState>;
  return (
    <Table $stack>
      <thead>
        <tr>
          <th scope="col">Clase</th>
          <Num scope="col">Asistencia</Num>
          <Num scope="col">Ausentes</Num>
          <Num scope="col">Tardías</Num>
          <Num scope="col">En espera</Num>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.horario_id}>
            <td>
              <RowLink to={occupancyRowPath(range, { horario: String(r.horario_id) })} aria-label={`Ver clases: ${r.disciplina}, ${r.dia_semana} ${r.hora}`}>
                {r.disciplina}
              </RowLink>
              <Sub>
                {r.dia_semana} {r.hora} · {formatCountOf(r.clases, 'clase', 'clases')}
              </Sub>
            </td>
            <Figure data-label="Asistencia">
              {rate(r.tasa_asistencia)}
              <Sub>{formatCountOf(r.presentes, 'presente', 'presentes')}</Sub>
            </Figure>
            <Figure data-label="Ausentes">
              {rate(r.tasa_ausentes)}
              <Sub>{formatCountOf(r.ausentes, 'ausente', 'ausentes')}</Sub>
            </Figure>
            <Figure data-label="Tardías">
              {rate(r.tasa_tardias)}
              <Sub>{formatCountOf(r.tardias, 'cancelación tardía', 'cancelaciones tardías')}</Sub>
            </Figure>
            <Figure data-label="En espera">{formatCount(r.en_espera)}</Figure>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

const RowLink = styled(Link)`
  color: ${({ theme }) => theme.colors.accentText};
  font-weight: 700;
`;

/** The rate in bold over its count (the count's Sub keeps its own weight). */
const Figure = styled(NumCell)`
  font-weight: 700;
  & > span { font-weight: 400; }
`;
