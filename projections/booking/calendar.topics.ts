import { sql } from 'kysely';
import { userTopic } from '../../contract/realtime-topics';
import { calendarExceptionEventTypes } from '../../events/catalog/booking.events';
import type { TopicRoute } from '../changefeed/topics';

/**
 * Calendar exceptions (issue 13) reach every open agenda (closed days and cancelled classes show with their
 * motivo), the class console and the admin's audit. The members whose bookings the exception cancelled hear it on
 * their own topic already (booking.topics.ts: turnos and credits refetch); this adds the notice to show at once:
 * the class, and why, per member.
 */
export const calendarTopics: readonly TopicRoute[] = [
  {
    events: calendarExceptionEventTypes,
    topics: () => ['agenda', 'classes', 'admin:bookings'],
    data: async (trx, events) => {
      const cancelled = events.filter((e) => e.type === 'BookingCancelled' && e.data.reason === 'class-cancelled');
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
          motivo: motivos.get(key) ?? '',
        });
      }
      return notices;
    },
  },
];
