import { sql } from 'kysely';
import { userTopic } from '../../contract/realtime-topics';
import { calendarExceptionEventTypes } from '../../events/catalog/booking.events';
import type { TopicRoute } from '../changefeed/topics';
import { memberNoticesWithDiscipline } from './member-notices';

/**
 * Calendar exceptions reach every open agenda (closed days and cancelled classes show with their
 * motivo), the class console and the admin's audit. The members whose bookings the exception cancelled hear it on
 * their own topic already (booking.topics.ts: turnos and credits refetch); this adds the notice to show at once:
 * the class, and why, per member; and for a moved class, where each booking and waiting place that followed it went.
 */
// A booking its class took away: cancelled, its day closed, or moved without room for it (calendar-move.ts).
const CLASS_GONE = new Set(['class-cancelled', 'moved-class-full', 'moved-member-busy']);
// What the member reads instead of the motivo when their booking could not follow a moved class.
const NOT_MOVED: Record<string, string> = {
  'moved-class-full': 'la clase se movió y no hubo lugar para todos',
  'moved-member-busy': 'la clase se movió a una hora en la que ya tienes otra clase',
};

export const calendarTopics: readonly TopicRoute[] = [
  {
    events: calendarExceptionEventTypes,
    topics: () => ['agenda', 'classes', 'admin:bookings'],
    data: async (trx, events) => {
      const cancelled = events.filter((e) => e.type === 'BookingCancelled' && CLASS_GONE.has(String(e.data.reason)));
      if (cancelled.length === 0) return {};
      const { rows } = await sql<{ slot_id: number; fecha: string; motivo: string }>`
        SELECT slot_id, to_char(fecha, 'YYYY-MM-DD') AS fecha, motivo FROM cancelled_occurrences
        WHERE (slot_id, fecha) IN (SELECT * FROM unnest(${cancelled.map((e) => Number(e.data.slotId))}::int[], ${cancelled.map((e) => String(e.data.fecha))}::date[]))`.execute(trx);
      const motivos = new Map(rows.map((r) => [`${r.slot_id}|${r.fecha}`, r.motivo]));
      const notices: Record<string, { cancelled: unknown[] }> = {};
      for (const e of cancelled) {
        const key = `${Number(e.data.slotId)}|${String(e.data.fecha)}`;
        (notices[userTopic(String(e.data.userId))] ??= { cancelled: [] }).cancelled.push({
          horario_id: Number(e.data.slotId),
          fecha: String(e.data.fecha),
          hora: String(e.data.hora),
          motivo: NOT_MOVED[String(e.data.reason)] ?? motivos.get(key) ?? '',
        });
      }
      return notices;
    },
  },
  {
    // A booking that followed its moved class (BookingMoved): the member's notice says where it went.
    events: ['BookingMoved'],
    topics: (event) => ['agenda', 'classes', userTopic(String(event.data.userId))],
    data: (trx, events) =>
      memberNoticesWithDiscipline(trx, events.filter((e) => e.type === 'BookingMoved'), 'moved', (e, disciplina) => ({
        horario_id: Number(e.data.slotId),
        fecha: String(e.data.fecha),
        hora: String(e.data.hora),
        disciplina,
      })),
  },
  {
    // A waiting place that followed its moved class (WaitlistLeft 'class-moved'): the member's notice says where to.
    events: ['WaitlistLeft'],
    topics: (event) => (event.data.reason === 'class-moved' ? [userTopic(String(event.data.userId))] : []),
    data: async (trx, events) => {
      const left = events.filter((e) => e.type === 'WaitlistLeft' && e.data.reason === 'class-moved');
      if (left.length === 0) return {};
      const { rows } = await sql<{ slot_id: number; fecha: string; to_slot: number; to_fecha: string; to_hora: string; disciplina: string | null }>`
        SELECT c.slot_id, to_char(c.fecha, 'YYYY-MM-DD') AS fecha, c.moved_to_slot_id AS to_slot,
               to_char(c.moved_to_fecha, 'YYYY-MM-DD') AS to_fecha, c.moved_to_hora AS to_hora, d.nombre AS disciplina
          FROM cancelled_occurrences c
          LEFT JOIN schedule_slots s ON s.id = c.moved_to_slot_id
          LEFT JOIN disciplines d ON d.id = s.disciplina_id
         WHERE c.moved_to_slot_id IS NOT NULL
           AND (c.slot_id, c.fecha) IN (SELECT * FROM unnest(${left.map((e) => Number(e.data.slotId))}::int[], ${left.map((e) => String(e.data.fecha))}::date[]))`.execute(trx);
      const movedTo = new Map(rows.map((r) => [`${r.slot_id}|${r.fecha}`, r]));
      const notices: Record<string, { movedWaitlist: unknown[] }> = {};
      for (const e of left) {
        const to = movedTo.get(`${Number(e.data.slotId)}|${String(e.data.fecha)}`);
        if (!to) continue; // restored since: nothing moved to tell
        (notices[userTopic(String(e.data.userId))] ??= { movedWaitlist: [] }).movedWaitlist.push({
          horario_id: to.to_slot, fecha: to.to_fecha, hora: to.to_hora, disciplina: to.disciplina ?? '',
        });
      }
      return notices;
    },
  },
];
