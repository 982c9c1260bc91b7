import styled from 'styled-components';
import type { Medida } from '../../../../../contract/progress';
import { LineChart } from '../../../components/line-chart';
import { dayMonth } from '../../../lib/calendar-date';
import { dayOf, measurementCharts } from '../measurement-charts';
import { formatFigure } from '../measurement-fields';

const shortDay = (x: number) => dayMonth(dayOf(x));

/** One line chart per quantity measured, each day where it falls in time (a gap of weeks shows as one). */
export function ProgressCharts({ medidas }: { medidas: readonly Medida[] }) {
  const charts = measurementCharts(medidas);
  return (
    <Charts>
      {charts.map(({ field, points }) => (
        <ChartCard key={field.campo}>
          <h3>
            {field.label} ({field.unit})
          </h3>
          <LineChart title={`${field.label} a lo largo del tiempo`} points={points} formatY={formatFigure} formatX={shortDay} />
        </ChartCard>
      ))}
    </Charts>
  );
}

const Charts = styled.div`
  display: grid;
  gap: 14px;
  @media (min-width: 768px) { grid-template-columns: 1fr 1fr; }
`;

const ChartCard = styled.section`
  padding: 14px;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
  h3 { font-size: 1rem; font-weight: 750; margin-bottom: 6px; }
`;
