import type { Db } from '../../db/database';
import type { FIGURES } from '../../contract/reports';
import { studioTime } from '../../domain/time/studio-time';
import { listActivityEntries, type ActivityEntry } from '../../projections/reports/report-detail.queries';
import { listFigureEntries, MAX_ENTRIES } from '../../projections/reports/report-money.queries';
import { getReportsStatus, type DateRange } from '../../projections/reports/reports.queries';

type Figure = (typeof FIGURES)[number];

/**
 * The lines behind one figure of Reportes: money and credits from the projector's entries, the activity figures
 * from the log up to the projector's checkpoint (so the list adds up to the figure the dashboard shows).
 */
export async function figureEntries(db: Db, input: { range: DateRange; cifra: Figure; tz: string; now: Date }): Promise<ActivityEntry[]> {
  const { range, cifra, tz } = input;
  if (cifra === 'ingresos' || cifra === 'creditos') return listFigureEntries(db, range, cifra);
  const { position } = await getReportsStatus(db);
  return listActivityEntries(db, { range, figure: cifra, upTo: position, tz, now: studioTime(input.now, tz), limit: MAX_ENTRIES });
}

/** The figure's split: lines per kind; occupancy adds its classes and their places. */
export function countsOf(cifra: Figure, entries: readonly ActivityEntry[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const e of entries) counts[e.kind] = (counts[e.kind] ?? 0) + 1;
  if (cifra !== 'ocupacion') return counts;
  return { clases: entries.length, capacidad: entries.reduce((n, e) => n + (e.capacity ?? 0), 0) };
}
