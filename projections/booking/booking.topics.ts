import { sql } from 'kysely';
import { PREPARED } from '../../db/database';
import { userTopic } from '../../contract/realtime-topics';
import type { TopicRoute } from '../changefeed/topics';
import { trialPlacesSql } from '../trials/trial-places.queries';

const BOOKING_EVENTS = ['SlotReserved', 'BookingCancelled'];

export const bookingTopics: readonly TopicRoute[] = [
  {
    events: BOOKING_EVENTS,
    // Everyone's agenda shows places; the member's own bookings and credits; the admin's audit views.
    topics: (e) => ['agenda', userTopic(String(e.data.userId)), 'admin:bookings'],
    /** The agenda notice carries each touched occurrence with its places left, so open agendas update in place. */
    data: async (trx, events) => {
      const touched = events.filter((e) => BOOKING_EVENTS.includes(e.type)).map((e) => ({ slotId: Number(e.data.slotId), fecha: String(e.data.fecha) }));
      // Prepared: it goes with nearly every batch the sequencer numbers, and planning it cost three times its run.
      const { rows } = await sql<{ horario_id: number; fecha: string; cupo_disponible: number }>`${sql.raw(PREPARED)}
        SELECT s.id AS horario_id, t.fecha, greatest(0, s.cupo_maximo - coalesce(o.booked, 0) - ${trialPlacesSql(sql.ref('t.slot_id'), sql.ref('t.fecha'))})::int AS cupo_disponible
        FROM unnest(${touched.map((t) => t.slotId)}::int[], ${touched.map((t) => t.fecha)}::date[]) AS t(slot_id, fecha)
        JOIN schedule_slots s ON s.id = t.slot_id
        LEFT JOIN slot_occurrences o ON o.slot_id = t.slot_id AND o.fecha = t.fecha`.execute(trx);
      return { agenda: rows.map((r) => ({ ...r, fecha: String(r.fecha).slice(0, 10) })) };
    },
  },
  {
    // The booking policy's credit lines: the member's credits and history, the admin's audit (a forfeit to waive) and Usuarios.
    events: ['LateCancelForgiven', 'CreditForfeited', 'ForfeitWaived'],
    topics: (e) => [userTopic(String(e.data.userId)), 'admin:bookings', 'admin:users'],
  },
];
