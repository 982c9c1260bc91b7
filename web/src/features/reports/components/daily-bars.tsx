import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { DayActivity } from '../api/types';
import { shortDate } from '../report-format';
import { countOf } from '../../../lib/plural';

// Label every n-th day so the dates never overlap, whatever the range.
const labelEvery = (days: number) => (days <= 10 ? 1 : days <= 35 ? 7 : days <= 100 ? 14 : 30);
// A tick hangs to the right of its column: one this close to the end would stick out of the plot (and scroll it).
const labelled = (i: number, days: number, every: number) => i % every === 0 && (every === 1 || days - i > 4);

const describe = (d: DayActivity) =>
  `${shortDate(d.date)}: ${countOf(d.bookings, 'reserva', 'reservas')}, ${countOf(d.cancellations, 'cancelación', 'cancelaciones')}`;

/**
 * Bookings (and cancellations) per day as plain CSS bars; each bar names its figures on hover and to readers, and
 * opens that day's bookings (the events behind the bar).
 */
export function DailyBars({ days }: { days: readonly DayActivity[] }) {
  const max = Math.max(1, ...days.map((d) => Math.max(d.bookings, d.cancellations)));
  const every = labelEvery(days.length);
  const total = days.reduce((n, d) => n + d.bookings, 0);
  return (
    <figure>
      <Scroller>
        <Plot role="list" aria-label={`Reservas por día: ${total} en ${days.length} días`} style={{ minWidth: days.length * 7 }}>
          <MaxLine aria-hidden="true">{max}</MaxLine>
          {days.map((d, i) => (
            <Column key={d.date} role="listitem" aria-label={describe(d)} title={describe(d)}>
              <Bars to={`/dashboard/detalle/reservas?desde=${d.date}&hasta=${d.date}`} aria-label={`Ver reservas del ${shortDate(d.date)}`}>
                <Bar $kind="bookings" style={{ height: `${(d.bookings / max) * 100}%` }} />
                <Bar $kind="cancellations" style={{ height: `${(d.cancellations / max) * 100}%` }} />
              </Bars>
              <Tick aria-hidden="true">{labelled(i, days.length, every) ? shortDate(d.date) : ''}</Tick>
            </Column>
          ))}
        </Plot>
      </Scroller>
      <Legend>
        <LegendItem $kind="bookings">Reservas</LegendItem>
        <LegendItem $kind="cancellations">Cancelaciones</LegendItem>
      </Legend>
    </figure>
  );
}

type Kind = 'bookings' | 'cancellations';
const colorOf = (kind: Kind) => ({ theme }: { theme: { colors: { accent: string; textMuted: string } } }) =>
  kind === 'bookings' ? theme.colors.accent : theme.colors.textMuted;

// Room below the plot for the date ticks, which hang under their columns.
const Scroller = styled.div`
  overflow-x: auto;
  padding-bottom: 22px;
`;

const Plot = styled.div`
  position: relative;
  display: flex;
  align-items: stretch;
  gap: 2px;
  height: 180px;
  padding-top: 18px;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

// The day with most activity: its bars reach this dashed line, labelled with the figure.
const MaxLine = styled.span`
  position: absolute;
  top: 0;
  left: 0;
  right: 0;
  height: 18px;
  border-bottom: 1px dashed ${({ theme }) => theme.colors.border};
  font-size: 0.72rem;
  line-height: 16px;
  color: ${({ theme }) => theme.colors.textMuted};
  pointer-events: none;
`;

const Column = styled.div`
  position: relative;
  flex: 1 1 0;
  min-width: 5px;
  display: flex;
  flex-direction: column;
  &:hover { background: ${({ theme }) => theme.colors.surfaceMuted}; }
`;

const Bars = styled(Link)`
  flex: 1;
  display: flex;
  align-items: flex-end;
  justify-content: center;
  gap: 1px;
`;

const Bar = styled.span<{ $kind: Kind }>`
  flex: 1 1 0;
  max-width: 14px;
  border-radius: 3px 3px 0 0;
  background: ${({ $kind }) => colorOf($kind)};
  opacity: ${({ $kind }) => ($kind === 'cancellations' ? 0.55 : 1)};
`;

const Tick = styled.span`
  position: absolute;
  top: 100%;
  left: 0;
  padding-top: 4px;
  white-space: nowrap;
  font-size: 0.72rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Legend = styled.figcaption`
  display: flex;
  gap: 16px;
  margin-top: 6px;
  font-size: 0.85rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const LegendItem = styled.span<{ $kind: Kind }>`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  &::before {
    content: '';
    width: 10px;
    height: 10px;
    border-radius: 2px;
    background: ${({ $kind }) => colorOf($kind)};
    opacity: ${({ $kind }) => ($kind === 'cancellations' ? 0.55 : 1)};
  }
`;
