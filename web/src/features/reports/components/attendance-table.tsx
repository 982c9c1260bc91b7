import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { EmptyState } from '../../../components/empty-state';
import type { AttendanceRow } from '../api/types';
import { Num, NumCell, Table } from './report-table';
import { disciplineHourRow, occupancyRowPath } from '../occupancy-row';
import { formatCount, formatHour, formatPercent, weekdayName, type Range } from '../report-format';

/**
 * Classes of the range that have started, by discipline, weekday and hour: how many, their places taken (live
 * bookings) and how full; each row opens its classes. The same classes as the attendance table beside it.
 */
export function AttendanceTable({ rows, range }: { rows: readonly AttendanceRow[]; range: Range }) {
  if (rows.length === 0) return <EmptyState>Todavía no hubo clases con reservas en este período.</EmptyState>;
  return (
    <Table $nowrap $stack>
      <thead>
        <tr>
          <th scope="col">Disciplina</th>
          <th scope="col">Horario</th>
          <Num scope="col">Clases</Num>
          <Num scope="col">Ocupados</Num>
          <th scope="col">Ocupación</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={`${r.disciplineId ?? 'x'}-${r.weekday}-${r.hour}`}>
            <td>
              <RowLink to={occupancyRowPath(range, disciplineHourRow(r))} aria-label={`Ver clases: ${r.discipline}, ${weekdayName(r.weekday)} ${formatHour(r.hour)}`}>
                {r.discipline}
              </RowLink>
            </td>
            <td data-label="Horario">
              {weekdayName(r.weekday)} {formatHour(r.hour)}
            </td>
            <NumCell data-label="Clases">{formatCount(r.occurrences)}</NumCell>
            <NumCell data-label="Ocupados">{formatCount(r.attendance)}</NumCell>
            <td data-label="Ocupación">
              <Occupancy>
                <Meter aria-hidden="true">
                  <Fill style={{ width: `${Math.min(1, r.occupancy) * 100}%` }} />
                </Meter>
                {formatPercent(r.occupancy)}
              </Occupancy>
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

const RowLink = styled(Link)`
  color: ${({ theme }) => theme.colors.accentText};
  font-weight: 650;
`;

const Occupancy = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  font-variant-numeric: tabular-nums;
`;

const Meter = styled.span`
  display: inline-block;
  width: 64px;
  height: 8px;
  border-radius: 4px;
  background: ${({ theme }) => theme.colors.surfaceMuted};
  overflow: hidden;
`;

const Fill = styled.span`
  display: block;
  height: 100%;
  background: ${({ theme }) => theme.colors.accent};
`;
