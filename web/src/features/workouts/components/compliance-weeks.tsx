import styled from 'styled-components';
import type { Cumplimiento } from '../api/get-member-training';
import { formatShortDay } from '../workout-wording';
import { stackedList } from './card-list.styles';
import { countOf } from '../../../lib/plural';

/** Per week, newest first: days trained of days planned, as a bar. */
export function ComplianceWeeks({ weeks }: { weeks: Cumplimiento['semanas'] }) {
  return (
    <List>
      {weeks.map((w) => (
        <li key={w.desde}>
          <span className="range">
            {formatShortDay(w.desde)}–{formatShortDay(w.hasta)}
          </span>
          <span className="bar" aria-hidden="true">
            <span style={{ width: `${w.porcentaje ?? 0}%` }} data-full={w.porcentaje === 100} />
          </span>
          <span className="figure">
            {w.planificados === 0 ? `${w.realizados} sin plan` : `${w.realizados} de ${countOf(w.planificados, 'día', 'días')}`}
            {w.porcentaje !== null ? ` · ${w.porcentaje} %` : ''}
          </span>
        </li>
      ))}
    </List>
  );
}

const List = styled.ul`
  ${stackedList}
  li {
    display: grid;
    grid-template-columns: 104px 1fr;
    grid-template-areas: 'range bar' 'range figure';
    gap: 2px 12px;
    align-items: center;
    font-variant-numeric: tabular-nums;
    @media (min-width: 768px) { max-width: 760px; grid-template-columns: 120px 1fr 170px; grid-template-areas: 'range bar figure'; }
  }
  .range { grid-area: range; font-weight: 650; white-space: nowrap; }
  .bar { grid-area: bar; height: 10px; border-radius: 999px; background: ${({ theme }) => theme.colors.surfaceMuted}; overflow: hidden; }
  .bar span { display: block; height: 100%; background: ${({ theme }) => theme.colors.accent}; }
  .bar span[data-full='true'] { background: ${({ theme }) => theme.colors.success}; }
  .figure { grid-area: figure; color: ${({ theme }) => theme.colors.textMuted}; font-size: 0.9rem; }
`;
