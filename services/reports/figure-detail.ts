import type { Db } from '../../db/database';
import type { FIGURES } from '../../contract/reports';
import { studioTime } from '../../domain/time/studio-time';
import { listActivityEntries, type ActivityEntry, type ClassFilter } from '../../projections/reports/report-detail.queries';
import { fail } from '../../events/framework/errors';
import { listFigureEntries, MAX_ENTRIES } from '../../projections/reports/report-money.queries';
import { getReportsStatus, type DateRange } from '../../projections/reports/reports.queries';

type Figure = (typeof FIGURES)[number];

/**
 * The lines behind one figure of Reportes: money and credits from the projector's entries, the activity figures
 * from the log up to the projector's checkpoint (so the list adds up to the figure the dashboard shows).
 */
export async function figureEntries(db: Db, input: { range: DateRange; cifra: Figure; tz: string; now: Date; only?: ClassFilter }): Promise<ActivityEntry[]> {
  const { range, cifra, tz } = input;
  if (cifra === 'ingresos' || cifra === 'creditos') return listFigureEntries(db, range, cifra);
  const { position } = await getReportsStatus(db);
  return listActivityEntries(db, { range, figure: cifra, upTo: position, tz, now: studioTime(input.now, tz), limit: MAX_ENTRIES, only: input.only });
}

type ClassQuery = { disciplina?: string; dia?: string; hora?: string; horario?: string };

/** A whole number in [min, max] or a Spanish 400 naming the parameter. */
function wholeIn(value: string, name: string, min: number, max: number): number {
  const n = /^\d{1,9}$/.test(value) ? Number(value) : Number.NaN;
  if (!(n >= min && n <= max)) throw fail('VALIDATION_ERROR', { text: `El filtro ${name} tiene que ser un número entre ${min} y ${max}.` });
  return n;
}

/** The attendance row an occupancy detail is narrowed to (none: every class); refused on any other figure. */
export function classFilterOf(cifra: Figure, q: ClassQuery): ClassFilter | undefined {
  const given = [q.disciplina, q.dia, q.hora, q.horario].some((v) => v !== undefined);
  if (!given) return undefined;
  if (cifra !== 'ocupacion') throw fail('VALIDATION_ERROR', { text: 'Los filtros disciplina, dia, hora y horario solo sirven para la cifra ocupacion.' });
  return {
    ...(q.disciplina !== undefined && { disciplineId: q.disciplina === 'sin' ? null : wholeIn(q.disciplina, 'disciplina', 1, 999_999_999) }),
    ...(q.dia !== undefined && { weekday: wholeIn(q.dia, 'dia', 1, 7) }),
    ...(q.hora !== undefined && { hour: wholeIn(q.hora, 'hora', 0, 23) }),
    ...(q.horario !== undefined && { slotId: wholeIn(q.horario, 'horario', 1, 999_999_999) }),
  };
}

/** The figure's split: lines per kind; occupancy adds its classes and their places. */
export function countsOf(cifra: Figure, entries: readonly ActivityEntry[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const e of entries) counts[e.kind] = (counts[e.kind] ?? 0) + 1;
  if (cifra !== 'ocupacion') return counts;
  return { clases: entries.length, capacidad: entries.reduce((n, e) => n + (e.capacity ?? 0), 0) };
}
