import { sql, type RawBuilder } from 'kysely';
import type { CancelBookingFacts, MemberCredit, ReserveSlotFacts } from '../../domain/booking/booking-facts';

/**
 * What the booking commands decide on, as SQL fragments for the one statement that also locks their streams
 * (services/platform/commands/locked-command.ts). Each yields one row, read as JSON: dates stay 'YYYY-MM-DD'.
 */

/** The booking deciders' facts (services/booking/booking.decider.ts), plus a fresh booking id for ReserveSlot. */
export interface ReserveFacts extends ReserveSlotFacts {
  bookingId: number;
}

interface ReserveRow {
  booking_id: number;
  slot_id: number | null;
  dia_semana: string | null;
  hora: string | null;
  cupo_maximo: number | null;
  booked: number | null;
  holds: boolean;
  paquete_id: number | null;
  valido_hasta: string | null;
  creditos_restantes: number | null;
}

/** The slot, the places taken, whether the member already holds it, their credits, and a fresh booking id. */
export const reserveFactsSql = (slotId: number, fecha: string, userId: string): RawBuilder<unknown> => sql`
  SELECT nextval('booking_id_seq')::int AS booking_id,
         s.id AS slot_id, s.dia_semana, s.hora, s.cupo_maximo,
         (SELECT o.booked FROM slot_occurrences o WHERE o.slot_id = ${slotId} AND o.fecha = ${fecha}::date) AS booked,
         EXISTS (SELECT 1 FROM bookings b WHERE b.slot_id = ${slotId} AND b.fecha = ${fecha}::date AND b.user_id = ${userId} AND b.active) AS holds,
         m.paquete_id, m.valido_hasta::text AS valido_hasta, m.creditos_restantes
  FROM (SELECT 1) one
  LEFT JOIN schedule_slots s ON s.id = ${slotId} AND NOT s.deleted
  LEFT JOIN member_packages m ON m.user_id = ${userId}`;

export function reserveFactsOf(r: ReserveRow): ReserveFacts {
  return {
    bookingId: r.booking_id,
    slot: r.slot_id === null ? undefined : { id: r.slot_id, diaSemana: r.dia_semana!, hora: r.hora!, cupoMaximo: r.cupo_maximo! },
    occupancy: { booked: r.booked ?? 0, memberHolds: r.holds },
    member: memberCreditOf(r),
  };
}

export type CancelFacts = CancelBookingFacts;

interface CancelRow {
  id: number | null;
  slot_id: number | null;
  fecha: string | null;
  hora: string | null;
  user_id: string | null;
  active: boolean | null;
  paquete_id: number | null;
  valido_hasta: string | null;
  creditos_restantes: number | null;
}

// Stream ids as events/catalog builds them (occurrenceStream, memberStream), from a booking row.
const occurrenceStreamId = sql`'slot-occ:' || b.slot_id || ':' || to_char(b.fecha, 'YYYY-MM-DD')`;
const memberStreamId = sql`'member:' || b.user_id`;

/** A cancellation's streams: its booking's occurrence and member (none when the booking does not exist). */
export const cancelStreamsSql = (bookingId: number): RawBuilder<unknown> => sql`
  SELECT ${occurrenceStreamId} AS stream_id, 'slot-occurrence' AS stream_type FROM bookings b WHERE b.id = ${bookingId}
  UNION ALL
  SELECT ${memberStreamId}, 'member' FROM bookings b WHERE b.id = ${bookingId}`;

/** The booking and its member's package. */
export const cancelFactsSql = (bookingId: number): RawBuilder<unknown> => sql`
  SELECT b.id, b.slot_id, b.fecha::text AS fecha, b.hora, b.user_id, b.active,
         m.paquete_id, m.valido_hasta::text AS valido_hasta, m.creditos_restantes
  FROM (SELECT 1) one
  LEFT JOIN bookings b ON b.id = ${bookingId}
  LEFT JOIN member_packages m ON m.user_id = b.user_id`;

export function cancelFactsOf(r: CancelRow): CancelFacts {
  const booking = r.id === null ? undefined : { id: r.id, slotId: r.slot_id!, fecha: r.fecha!, hora: r.hora!, userId: r.user_id!, active: r.active! };
  return { booking, member: memberCreditOf(r) };
}

const memberCreditOf = (r: { paquete_id: number | null; valido_hasta: string | null; creditos_restantes: number | null }): MemberCredit => ({
  packageId: r.paquete_id,
  validUntil: r.valido_hasta,
  credits: r.creditos_restantes ?? 0,
});
