import { sql, type Kysely } from 'kysely';

/** A member's turno fijo as Mis Turnos lists it: "Martes 19:00 · Funcional". */
export interface StandingBookingView {
  horario_id: number;
  dia_semana: string;
  hora: string;
  disciplina: string;
  desde: string;
}

/** The member's turnos fijos whose class is still on the weekly schedule, by weekday and time. */
export async function listMemberStandingBookings(db: Kysely<any>, userId: string): Promise<StandingBookingView[]> {
  const { rows } = await sql<StandingBookingView>`
    SELECT s.id AS horario_id, s.dia_semana, s.hora, coalesce(d.nombre, '') AS disciplina, to_char(sb.since, 'YYYY-MM-DD') AS desde
    FROM standing_bookings sb
    JOIN schedule_slots s ON s.id = sb.slot_id AND NOT s.deleted
    LEFT JOIN disciplines d ON d.id = s.disciplina_id
    WHERE sb.user_id = ${userId} AND sb.active
    ORDER BY s.weekday, s.hora`.execute(db);
  return rows;
}

/** Whether a slot can be a turno fijo: null when it is not on the schedule. */
export async function findStandingSlot(db: Kysely<any>, slotId: number): Promise<{ oneOff: boolean } | null> {
  const { rows } = await sql<{ one_off: boolean }>`
    SELECT fecha IS NOT NULL AS one_off FROM schedule_slots WHERE id = ${slotId} AND NOT deleted`.execute(db);
  return rows[0] ? { oneOff: rows[0].one_off } : null;
}

/** Every live turno fijo with what the job needs to find its weeks: the slot's day, time and booking window. */
export interface StandingToBook {
  user_id: string;
  slot_id: number;
  weekday: number;
  hora: string;
  since: string;
  opens_days_ahead: number | null;
}

/** One member's turno fijo of one slot: the pass that runs right after they set it (standing-booking.job.ts). */
export interface StandingOne {
  userId: string;
  slotId: number;
}

const onlyStanding = (only: StandingOne | undefined, alias: 'sb' | 'b' | 'w' | 'k') =>
  only ? sql`AND ${sql.ref(`${alias}.user_id`)} = ${only.userId} AND ${sql.ref(`${alias}.slot_id`)} = ${only.slotId}` : sql``;

/** Every live turno fijo (or just `only`) with what the job needs to find its weeks. */
export async function listStandingToBook(db: Kysely<any>, only?: StandingOne): Promise<StandingToBook[]> {
  const { rows } = await sql<StandingToBook>`
    SELECT sb.user_id, sb.slot_id, s.weekday, s.hora, to_char(sb.since, 'YYYY-MM-DD') AS since, d.opens_days_ahead
    FROM standing_bookings sb
    JOIN schedule_slots s ON s.id = sb.slot_id AND NOT s.deleted AND s.fecha IS NULL
    LEFT JOIN disciplines d ON d.id = s.disciplina_id
    WHERE sb.active ${onlyStanding(only, 'sb')}
    ORDER BY sb.slot_id, sb.user_id`.execute(db);
  return rows;
}

/**
 * The weeks from `today` on that a turno fijo already handled, as 'userId|slotId|fecha': booked (even if the member
 * cancelled it since: cancelling one week is not asking to be booked again), on the class's waitlist (even if they
 * left it since, or joined it themselves), or skipped.
 */
export async function listHandledStandingWeeks(db: Kysely<any>, today: string, only?: StandingOne): Promise<Set<string>> {
  const { rows } = await sql<{ key: string }>`
    SELECT b.user_id || '|' || b.slot_id || '|' || to_char(b.fecha, 'YYYY-MM-DD') AS key
    FROM bookings b JOIN standing_bookings sb ON sb.user_id = b.user_id AND sb.slot_id = b.slot_id AND sb.active
    WHERE b.fecha >= ${today}::date ${onlyStanding(only, 'b')}
    UNION
    SELECT w.user_id || '|' || w.slot_id || '|' || to_char(w.fecha, 'YYYY-MM-DD')
    FROM waitlist_entries w JOIN standing_bookings sb ON sb.user_id = w.user_id AND sb.slot_id = w.slot_id AND sb.active
    WHERE w.fecha >= ${today}::date ${onlyStanding(only, 'w')}
    UNION
    SELECT k.user_id || '|' || k.slot_id || '|' || to_char(k.fecha, 'YYYY-MM-DD') FROM standing_booking_skips k
    WHERE k.fecha >= ${today}::date ${onlyStanding(only, 'k')}`.execute(db);
  return new Set(rows.map((r) => r.key));
}

/** Of `fechas`, the ones the member holds booked in that slot (what the set command's answer says). */
export async function listHeldStandingWeeks(db: Kysely<any>, only: StandingOne, fechas: readonly string[]): Promise<string[]> {
  if (fechas.length === 0) return [];
  const { rows } = await sql<{ fecha: string }>`
    SELECT to_char(fecha, 'YYYY-MM-DD') AS fecha FROM bookings
    WHERE user_id = ${only.userId} AND slot_id = ${only.slotId} AND active AND fecha = ANY(${[...fechas]}::date[])
    ORDER BY fecha`.execute(db);
  return rows.map((r) => r.fecha);
}

/** Every slot that is the member's turno fijo now, its class on the schedule or not (an account's deletion ends them all). */
export async function listStandingSlotIds(db: Kysely<any>, userId: string): Promise<number[]> {
  const { rows } = await sql<{ slot_id: number }>`SELECT slot_id FROM standing_bookings WHERE user_id = ${userId} AND active ORDER BY slot_id`.execute(db);
  return rows.map((r) => r.slot_id);
}
