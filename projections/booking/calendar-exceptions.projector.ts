import type { OccurrenceExceptionEvent, StudioDayEvent } from '../../events/catalog/booking.events';
import { calendarExceptionEventTypes } from '../../events/catalog/booking.events';
import type { Projector } from '../runner/projection';

/**
 * closed_days + cancelled_occurrences: the studio's calendar exceptions, read by the agenda and, under
 * the occurrence's lock, by booking and the waitlist (a cancelled class takes no bookings). Idempotent: each
 * event sets or clears its row by key, so a redelivered event leaves the same row.
 */
export const calendarExceptionsProjector: Projector = {
  name: 'calendar-exceptions@v1',
  tables: ['closed_days', 'cancelled_occurrences'],
  handles: calendarExceptionEventTypes,
  async apply(trx, recorded) {
    const event = recorded as unknown as StudioDayEvent | OccurrenceExceptionEvent;
    const at = recorded.recordedAt;
    switch (event.type) {
      case 'StudioDayClosed':
        await trx
          .insertInto('closed_days')
          .values({ fecha: event.data.fecha, motivo: event.data.motivo, closed_at: at })
          .onConflict((oc) => oc.column('fecha').doUpdateSet({ motivo: event.data.motivo, closed_at: at }))
          .execute();
        return;
      case 'StudioDayReopened':
        await trx.deleteFrom('closed_days').where('fecha', '=', event.data.fecha).execute();
        return;
      case 'ClassOccurrenceCancelled': {
        const d = event.data;
        const row = {
          hora: d.hora,
          motivo: d.motivo,
          cause: d.cause,
          moved_to_slot_id: d.movedTo?.slotId ?? null,
          moved_to_fecha: d.movedTo?.fecha ?? null,
          moved_to_hora: d.movedTo?.hora ?? null,
          cancelled_at: at,
        };
        await trx
          .insertInto('cancelled_occurrences')
          .values({ slot_id: d.slotId, fecha: d.fecha, ...row })
          .onConflict((oc) => oc.columns(['slot_id', 'fecha']).doUpdateSet(row))
          .execute();
        return;
      }
      case 'ClassOccurrenceRestored':
        await trx.deleteFrom('cancelled_occurrences').where('slot_id', '=', event.data.slotId).where('fecha', '=', event.data.fecha).execute();
        return;
    }
  },
};
