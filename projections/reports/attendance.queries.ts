import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { DateRange } from './reports.queries';

export interface AttendanceRow {
  disciplineId: number | null;
  discipline: string;
  /** ISO weekday: 1 = Lunes … 7 = Domingo. */
  weekday: number;
  /** Hour of day (0–23) the classes start at, studio time. */
  hour: number;
  /** Past occurrences with at least one live booking. */
  occurrences: number;
  /** Live bookings of those occurrences. */
  attendance: number;
  capacity: number;
  /** attendance / capacity, 0 when there is no capacity. */
  occupancy: number;
}

export interface AttendanceTotals {
  occurrences: number;
  attendance: number;
  capacity: number;
  occupancy: number;
}

/**
 * Attendance per discipline × weekday × hour: live bookings of the occurrences in the range that have
 * already started by `now` (studio time). Occurrences nobody booked never reach the log, so they are not
 * counted, nor are those whose every booking was cancelled.
 */
export async function listAttendance(db: Kysely<Database>, range: DateRange, now: { date: string; time: string }): Promise<AttendanceRow[]> {
  const { rows } = await sql<Omit<AttendanceRow, 'occupancy'>>`
    SELECT o.discipline_id AS "disciplineId",
           coalesce(d.name, 'Sin disciplina') AS discipline,
           o.weekday::int AS weekday,
           substr(o.hora, 1, 2)::int AS hour,
           count(*)::int AS occurrences,
           sum(o.booked)::int AS attendance,
           sum(o.capacity)::int AS capacity
      FROM report_occurrences o
      LEFT JOIN report_disciplines d ON d.discipline_id = o.discipline_id
     WHERE o.fecha BETWEEN ${range.from} AND ${range.to}
       AND o.booked > 0
       AND (o.fecha < ${now.date} OR (o.fecha = ${now.date} AND o.hora <= ${now.time}))
     GROUP BY 1, 2, 3, 4
     ORDER BY 2, 3, 4`.execute(db);
  return rows.map((r) => ({ ...r, occupancy: ratio(r.attendance, r.capacity) }));
}

export function totalAttendance(rows: readonly AttendanceRow[]): AttendanceTotals {
  const occurrences = rows.reduce((n, r) => n + r.occurrences, 0);
  const attendance = rows.reduce((n, r) => n + r.attendance, 0);
  const capacity = rows.reduce((n, r) => n + r.capacity, 0);
  return { occurrences, attendance, capacity, occupancy: ratio(attendance, capacity) };
}

const ratio = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 1000) / 1000 : 0);
