import { sql, type RawBuilder } from 'kysely';
import type { AttendanceFacts, StaffBookFacts } from '../../domain/booking/attendance-facts';
import { memberColumns, memberCreditOf, occurrenceExceptionColumns, occurrenceExceptionOf } from '../booking/booking-facts.queries';
import { occurrenceStream, streamColumns } from '../../events/streams';
import { healthGateSql } from '../health/health.queries';
import { trialPlacesSql } from '../trials/trial-places.queries';

/**
 * What the attendance commands decide on, as SQL for the statement that also locks their streams (a FactsCommand's
 * `streams` and `facts`: services/platform/commands/locked-facts.ts). Each yields one row, read as JSON: dates stay
 * 'YYYY-MM-DD'.
 */

/** A booking's occurrence stream (none when the booking does not exist). */
export const bookingOccurrenceStreamSql = (bookingId: number): RawBuilder<unknown> => sql`
  SELECT ${streamColumns(occurrenceStream.sql(sql.ref('b.slot_id'), sql.ref('b.fecha')))}
  FROM bookings b WHERE b.id = ${bookingId}`;

interface AttendanceRow {
  id: number | null;
  slot_id: number | null;
  fecha: string | null;
  hora: string | null;
  user_id: string | null;
  active: boolean | null;
  status: 'attended' | 'no_show' | null;
  duration_minutes: number | null;
  member_deleted: boolean;
  health_gate: { expiresOn: string | null } | null;
}

export const attendanceFactsSql = (bookingId: number): RawBuilder<unknown> => sql`
  SELECT b.id, b.slot_id, b.fecha::text AS fecha, b.hora, b.user_id, b.active, a.status,
         (SELECT s.duration_minutes FROM schedule_slots s WHERE s.id = b.slot_id) AS duration_minutes, ${memberColumns(sql`b.user_id`)},
         ${healthGateSql(sql`b.user_id`)} AS health_gate
  FROM (SELECT 1) one
  LEFT JOIN bookings b ON b.id = ${bookingId}
  LEFT JOIN attendance a ON a.booking_id = b.id`;

export function attendanceFactsOf(r: AttendanceRow): AttendanceFacts {
  const booking = r.id === null ? undefined : { id: r.id, slotId: r.slot_id!, fecha: r.fecha!, hora: r.hora!, userId: r.user_id!, active: r.active!, durationMinutes: r.duration_minutes };
  return { booking, status: r.status, memberDeleted: r.member_deleted, health: r.health_gate };
}

interface StaffBookRow {
  booking_id: number;
  slot_id: number | null;
  dia_semana: string | null;
  hora: string | null;
  cupo_maximo: number | null;
  slot_fecha: string | null;
  closed_motivo: string | null;
  cancelled_motivo: string | null;
  booked: number | null;
  holds: boolean;
  member_exists: boolean;
  paquete_id: number | null;
  valido_hasta: string | null;
  creditos_restantes: number | null;
  member_deleted: boolean;
  health_gate: { expiresOn: string | null } | null;
}

/** The slot, its places taken, whether the member already holds it, the member's credits, and a fresh booking id. */
export const staffBookFactsSql = (slotId: number, fecha: string, userId: string): RawBuilder<unknown> => sql`
  SELECT nextval('booking_id_seq')::int AS booking_id,
         s.id AS slot_id, s.dia_semana, s.hora, s.cupo_maximo, ${occurrenceExceptionColumns(slotId, fecha)},
         coalesce((SELECT o.booked FROM slot_occurrences o WHERE o.slot_id = ${slotId} AND o.fecha = ${fecha}::date), 0) + ${trialPlacesSql(slotId, fecha)} AS booked,
         EXISTS (SELECT 1 FROM bookings b WHERE b.slot_id = ${slotId} AND b.fecha = ${fecha}::date AND b.user_id = ${userId} AND b.active) AS holds,
         EXISTS (SELECT 1 FROM users u WHERE u.user_id = ${userId}) AS member_exists,
         m.paquete_id, m.valido_hasta::text AS valido_hasta, m.creditos_restantes, ${memberColumns(userId)}, ${healthGateSql(userId)} AS health_gate
  FROM (SELECT 1) one
  LEFT JOIN schedule_slots s ON s.id = ${slotId} AND NOT s.deleted
  LEFT JOIN member_packages m ON m.user_id = ${userId}`;

export function staffBookFactsOf(r: StaffBookRow): StaffBookFacts & { bookingId: number } {
  return {
    bookingId: r.booking_id,
    slot: r.slot_id === null ? undefined : { id: r.slot_id, diaSemana: r.dia_semana!, hora: r.hora!, cupoMaximo: r.cupo_maximo!, ...occurrenceExceptionOf(r) },
    booked: r.booked ?? 0,
    memberHolds: r.holds,
    memberExists: r.member_exists,
    member: memberCreditOf(r),
    health: r.health_gate,
  };
}
