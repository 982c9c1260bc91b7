import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { EmptyState } from '../../../components/empty-state';
import type { ClassAttendance } from '../../../../../contract/attendance';
import { occupancyRowPath } from '../occupancy-row';
import { formatCount, formatPercent, type Range } from '../report-format';

const plural = (n: number, one: string, many: string) => `${formatCount(n)} ${n === 1 ? one : many}`;
const rate = (value: number | null) => (value === null ? '—' : formatPercent(value));

/**
 * Per weekly class: who came and who did not (marked in the class console), who cancelled late (booking policy),
 * and how many joined its waitlist.
 * A long waitlist is the signal to open another class at that time.
 */
export function ClassAttendanceTable({ rows, range }: { rows: readonly ClassAttendance[]; range: Range }) {
  if (rows.length === 0) return <EmptyState>Todavía no hay asistencia registrada en este período.</EmptyState>;
  return (
    <Scroller>
      <Table>
        <thead>
          <tr>
            <th scope="col">Clase</th>
            <Num scope="col">Asist.</Num>
            <Num scope="col">Aus.</Num>
            <Num scope="col">Tard.</Num>
            <Num scope="col">Espera</Num>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.horario_id}>
              <td>
                <RowLink to={occupancyRowPath(range, { horario: String(r.horario_id) })} aria-label={`Ver clases: ${r.disciplina}, ${r.dia_semana} ${r.hora}`}>
                  {r.disciplina}
                </RowLink>
                <Muted>
                  {r.dia_semana} {r.hora} · {formatCount(r.clases)} {r.clases === 1 ? 'clase' : 'clases'}
                </Muted>
              </td>
              <NumCell>
                {rate(r.tasa_asistencia)}
                <Muted>{plural(r.presentes, 'presente', 'presentes')}</Muted>
              </NumCell>
              <NumCell>
                {rate(r.tasa_ausentes)}
                <Muted>{plural(r.ausentes, 'ausente', 'ausentes')}</Muted>
              </NumCell>
              <NumCell>
                {rate(r.tasa_tardias)}
                <Muted>{plural(r.tardias, 'cancelación tardía', 'cancelaciones tardías')}</Muted>
              </NumCell>
              <NumCell>{formatCount(r.en_espera)}</NumCell>
            </tr>
          ))}
        </tbody>
      </Table>
    </Scroller>
  );
}

const RowLink = styled(Link)`
  color: ${({ theme }) => theme.colors.accentText};
  font-weight: 700;
`;

const Scroller = styled.div`
  overflow-x: auto;
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-variant-numeric: tabular-nums;
  th, td {
    padding: 10px 6px;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
    vertical-align: top;
  }
  th { font-size: 0.85rem; color: ${({ theme }) => theme.colors.textMuted}; }
`;

const Num = styled.th`
  text-align: right !important;
`;

const NumCell = styled.td`
  text-align: right !important;
  font-weight: 700;
`;

const Muted = styled.span`
  display: block;
  font-size: 0.8rem;
  font-weight: 400;
  color: ${({ theme }) => theme.colors.textMuted};
`;
