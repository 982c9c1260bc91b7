import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export interface ClassAttendanceRow {
  horario_id: number;
  dia_semana: string;
  hora: string;
  disciplina: string;
  /** Past occurrences in the range with at least one booking (kept or cancelled). */
  clases: number;
  presentes: number;
  ausentes: number;
  /** Kept bookings of past classes nobody marked (before attendance was taken). */
  sin_registro: number;
  canceladas: number;
  /** Cancellations after the discipline's free-cancellation limit (forgiven or forfeited: booking policy). */
  tardias: number;
  /** presentes / (presentes + ausentes); null with nothing marked. */
  tasa_asistencia: number | null;
  /** ausentes / (presentes + ausentes); null with nothing marked. */
  tasa_ausentes: number | null;
  /** tardias / every booking of those classes (kept or cancelled); null with no bookings. */
  tasa_tardias: number | null;
  /** Waitlist entries ever made for the slot's classes in the range: demand beyond its places. */
  en_espera: number;
}

const ratio = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 1000) / 1000 : null);

/**
 * Attendance, no-shows and waitlist demand per weekly class, for the classes in [desde, hasta] that have started by
 * `now` (studio time): the same classes Reportes' occupancy counts (projections/reports/attendance.queries.ts), so the
 * tile above and this table never disagree about a class later today. The waitlist counts future classes too:
 * demand shows before the class happens. Read straight from the attendance, bookings and waitlist tables, so it is
 * as fresh as the console.
 */
export async function listClassAttendance(db: Kysely<Database>, desde: string, hasta: string, now: { date: string; time: string }): Promise<ClassAttendanceRow[]> {
  const started = (alias: string) =>
    sql`(${sql.ref(`${alias}.fecha`)} < ${now.date}::date OR (${sql.ref(`${alias}.fecha`)} = ${now.date}::date AND ${sql.ref(`${alias}.hora`)} <= ${now.time}))`;
  const { rows } = await sql<Omit<ClassAttendanceRow, 'tasa_asistencia' | 'tasa_ausentes' | 'tasa_tardias'>>`
    WITH past AS (
      SELECT b.slot_id, b.fecha, b.active, a.status
      FROM bookings b LEFT JOIN attendance a ON a.booking_id = b.id
      WHERE b.fecha BETWEEN ${desde}::date AND ${hasta}::date AND ${started('b')}
    ), booked AS (
      SELECT slot_id,
             count(DISTINCT fecha)::int AS clases,
             count(*) FILTER (WHERE active AND status = 'attended')::int AS presentes,
             count(*) FILTER (WHERE active AND status = 'no_show')::int AS ausentes,
             count(*) FILTER (WHERE active AND status IS NULL)::int AS sin_registro,
             count(*) FILTER (WHERE NOT active)::int AS canceladas
      FROM past GROUP BY slot_id
    ), late AS (
      -- A late cancellation is told on the member's stream (LateCancelForgiven or CreditForfeited, one per booking).
      SELECT b.slot_id, count(DISTINCT b.id)::int AS tardias
      FROM es_events f JOIN bookings b ON b.id = (f.data->>'bookingId')::int
      WHERE f.event_type IN ('LateCancelForgiven', 'CreditForfeited')
        AND b.fecha BETWEEN ${desde}::date AND ${hasta}::date AND ${started('b')}
      GROUP BY b.slot_id
    ), waiting AS (
      SELECT slot_id, count(*)::int AS en_espera FROM waitlist_entries
      WHERE fecha BETWEEN ${desde}::date AND ${hasta}::date GROUP BY slot_id
    )
    SELECT s.id AS horario_id, s.dia_semana, s.hora, coalesce(d.nombre, '') AS disciplina,
           coalesce(b.clases, 0) AS clases, coalesce(b.presentes, 0) AS presentes, coalesce(b.ausentes, 0) AS ausentes,
           coalesce(b.sin_registro, 0) AS sin_registro, coalesce(b.canceladas, 0) AS canceladas, coalesce(l.tardias, 0) AS tardias,
           coalesce(w.en_espera, 0) AS en_espera
    FROM schedule_slots s
    LEFT JOIN disciplines d ON d.id = s.disciplina_id
    LEFT JOIN booked b ON b.slot_id = s.id
    LEFT JOIN late l ON l.slot_id = s.id
    LEFT JOIN waiting w ON w.slot_id = s.id
    WHERE b.slot_id IS NOT NULL OR w.slot_id IS NOT NULL
    ORDER BY s.weekday, s.hora, s.id`.execute(db);
  return rows.map((r) => ({
    ...r,
    tasa_asistencia: ratio(r.presentes, r.presentes + r.ausentes),
    tasa_ausentes: ratio(r.ausentes, r.presentes + r.ausentes),
    tasa_tardias: ratio(r.tardias, r.presentes + r.ausentes + r.sin_registro + r.canceladas),
  }));
}
