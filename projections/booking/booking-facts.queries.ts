import { sql, type Kysely } from 'kysely';
import type { Database } from '../../services/platform/database/schema';
import type { MemberCredit, Occupancy, SlotFacts } from '../../services/booking/booking.decider';

export interface ReserveFacts {
  slot: SlotFacts | undefined;
  occupancy: Occupancy;
  member: MemberCredit;
  bookingId: number;
}

/**
 * Everything ReserveSlot decides on, read in one round trip inside the booking transaction (after the
 * streams are locked): the slot, the places taken, whether the member already holds it, their credits,
 * and a fresh booking id.
 */
export async function readReserveFacts(db: Kysely<Database>, slotId: number, fecha: string, userId: string): Promise<ReserveFacts> {
  const { rows } = await sql<{
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
  }>`
    SELECT nextval('booking_id_seq')::int AS booking_id,
           s.id AS slot_id, s.dia_semana, s.hora, s.cupo_maximo,
           (SELECT o.booked FROM slot_occurrences o WHERE o.slot_id = ${slotId} AND o.fecha = ${fecha}) AS booked,
           EXISTS (SELECT 1 FROM bookings b WHERE b.slot_id = ${slotId} AND b.fecha = ${fecha} AND b.user_id = ${userId} AND b.active) AS holds,
           m.paquete_id, m.valido_hasta::text AS valido_hasta, m.creditos_restantes
    FROM (SELECT 1) one
    LEFT JOIN schedule_slots s ON s.id = ${slotId} AND NOT s.deleted
    LEFT JOIN member_packages m ON m.user_id = ${userId}`.execute(db);
  const r = rows[0]!;
  return {
    bookingId: r.booking_id,
    slot: r.slot_id === null ? undefined : { id: r.slot_id, diaSemana: r.dia_semana!, hora: r.hora!, cupoMaximo: r.cupo_maximo! },
    occupancy: { booked: r.booked ?? 0, memberHolds: r.holds },
    member: { packageId: r.paquete_id, validUntil: r.valido_hasta, credits: r.creditos_restantes ?? 0 },
  };
}
