import type { Medida } from '../../../../contract/progress';
import type { ChartPoint } from '../../components/line-chart-geometry';
import { MEASUREMENT_FIELDS, type MeasurementField } from './measurement-fields';

const DAY_MS = 86_400_000;

/** A calendar day as a whole number of days, so a chart spaces measurements by the time between them. */
export const dayNumber = (fecha: string): number => Date.UTC(Number(fecha.slice(0, 4)), Number(fecha.slice(5, 7)) - 1, Number(fecha.slice(8, 10))) / DAY_MS;

/** The calendar day a chart's x stands for (YYYY-MM-DD). */
export const dayOf = (x: number): string => new Date(Math.round(x) * DAY_MS).toISOString().slice(0, 10);

const oldestFirst = (medidas: readonly Medida[]) => medidas.toSorted((a, b) => a.fecha.localeCompare(b.fecha));

export type MeasurementChart = { field: MeasurementField; points: ChartPoint[] };

/** One chart per quantity she measured at least once, its points oldest first (x: the day, see `dayNumber`). */
export function measurementCharts(medidas: readonly Medida[]): MeasurementChart[] {
  const sorted = oldestFirst(medidas);
  return MEASUREMENT_FIELDS.flatMap((field) => {
    const points = sorted.flatMap((m) => (m[field.campo] === null ? [] : [{ x: dayNumber(m.fecha), y: m[field.campo]! }]));
    return points.length > 0 ? [{ field, points }] : [];
  });
}

export type LatestValue = { field: MeasurementField; value: number; fecha: string };

/** The last value of each quantity she ever measured, and its day: a measurement may hold only some of them. */
export function latestValues(medidas: readonly Medida[]): LatestValue[] {
  const sorted = oldestFirst(medidas).toReversed();
  return MEASUREMENT_FIELDS.flatMap((field) => {
    const last = sorted.find((m) => m[field.campo] !== null);
    return last ? [{ field, value: last[field.campo]!, fecha: last.fecha }] : [];
  });
}

/** Her measurements for the list: the newest on top. */
export const newestFirst = (medidas: readonly Medida[]): Medida[] => oldestFirst(medidas).toReversed();
