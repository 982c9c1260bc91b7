import type { Medida } from '../../../../../contract/progress';
import { ChartCard, ChartGrid } from '../../../components/chart-card';
import { LineChart } from '../../../components/line-chart';
import { dayMonth } from '../../../lib/calendar-date';
import { dayOf, measurementCharts } from '../measurement-charts';
import { formatFigure } from '../measurement-fields';

const shortDay = (x: number) => dayMonth(dayOf(x));

/** One line chart per quantity measured, each day where it falls in time (a gap of weeks shows as one). */
export function ProgressCharts({ medidas }: { medidas: readonly Medida[] }) {
  const charts = measurementCharts(medidas);
  return (
    <ChartGrid>
      {charts.map(({ field, points }) => (
        <ChartCard key={field.campo}>
          <h3>
            {field.label} ({field.unit})
          </h3>
          <LineChart title={`${field.label} a lo largo del tiempo`} points={points} formatY={formatFigure} formatX={shortDay} />
        </ChartCard>
      ))}
    </ChartGrid>
  );
}

