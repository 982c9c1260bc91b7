import type { Range } from './report-format';

/**
 * One row of the attendance tables as the occupancy detail narrows to it (GET /api/reportes/detalle?cifra=ocupacion):
 * a discipline ("sin": none) × ISO weekday × hour, or one weekly class (horario).
 */
export type OccupancyRow = { disciplina?: string; dia?: string; hora?: string; horario?: string };

const PARAMS = ['disciplina', 'dia', 'hora', 'horario'] as const;

/** A row of "Asistencia por disciplina y horario". */
export const disciplineHourRow = (r: { disciplineId: number | null; weekday: number; hour: number }): OccupancyRow => ({
  disciplina: r.disciplineId === null ? 'sin' : String(r.disciplineId),
  dia: String(r.weekday),
  hora: String(r.hour),
});

/** The occupancy detail of one row, for the range on screen. */
export function occupancyRowPath(range: Range, row: OccupancyRow): string {
  const params = new URLSearchParams({ desde: range.desde, hasta: range.hasta });
  for (const key of PARAMS) if (row[key] !== undefined) params.set(key, row[key]);
  return `/dashboard/detalle/ocupacion?${params.toString()}`;
}

/** The row a detail URL names, or undefined for the whole figure. */
export function occupancyRowOf(params: URLSearchParams): OccupancyRow | undefined {
  const row: OccupancyRow = {};
  for (const key of PARAMS) {
    const value = params.get(key);
    if (value !== null) row[key] = value;
  }
  return Object.keys(row).length > 0 ? row : undefined;
}
