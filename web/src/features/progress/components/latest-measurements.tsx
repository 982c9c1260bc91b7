import styled from 'styled-components';
import type { Medida } from '../../../../../contract/progress';
import { latestValues } from '../measurement-charts';
import { formatMeasurement, fullDate } from '../measurement-fields';

/** The last value of each quantity and the day it was taken (a measurement may hold only some of them). */
export function LatestMeasurements({ medidas }: { medidas: readonly Medida[] }) {
  return (
    <Tiles aria-label="Últimas medidas">
      {latestValues(medidas).map(({ field, value, fecha }) => (
        <div key={field.campo}>
          <dt>{field.label}</dt>
          <dd>{formatMeasurement(field, value)}</dd>
          <dd className="when">{fullDate(fecha)}</dd>
        </div>
      ))}
    </Tiles>
  );
}

const Tiles = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 9rem), 1fr));
  gap: 10px;
  margin: 0;
  div { padding: 12px 14px; border-radius: ${({ theme }) => theme.radii.md}; background: ${({ theme }) => theme.colors.surface}; box-shadow: ${({ theme }) => theme.shadows.card}; }
  dt { color: ${({ theme }) => theme.colors.textMuted}; font-size: 0.85rem; font-weight: 650; }
  dd { margin: 0; font-size: 1.1rem; font-weight: 800; font-variant-numeric: tabular-nums; white-space: nowrap; }
  dd.when { font-size: 0.85rem; font-weight: 500; color: ${({ theme }) => theme.colors.textMuted}; }
`;
