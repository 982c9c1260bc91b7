import type { DisciplineEvent } from '../../events/catalog/catalog.events';
import { disciplineEventTypes } from '../../events/catalog/catalog.events';
import type { Projector } from '../runner/projection';

/** disciplines: one row per discipline ever created; removed ones stay with deleted = true. */
export const disciplinesProjector: Projector = {
  name: 'disciplines@v1',
  tables: ['disciplines'],
  handles: disciplineEventTypes,
  async apply(trx, recorded) {
    const event = recorded as unknown as DisciplineEvent;
    const at = recorded.recordedAt;
    switch (event.type) {
      case 'DisciplineCreated':
        await trx
          .insertInto('disciplines')
          .values({ id: event.data.disciplineId, nombre: event.data.name, deleted: false, updated_at: at })
          .onConflict((oc) => oc.column('id').doNothing())
          .execute();
        return;
      case 'DisciplineRenamed':
        await trx.updateTable('disciplines').set({ nombre: event.data.name, updated_at: at }).where('id', '=', event.data.disciplineId).execute();
        return;
      case 'DisciplineRemoved':
        await trx.updateTable('disciplines').set({ deleted: true, updated_at: at }).where('id', '=', event.data.disciplineId).execute();
        return;
      case 'DisciplineBookingPolicySet': {
        // The whole policy as set (not a delta): applying it again leaves the same row.
        const p = event.data.after;
        await trx
          .updateTable('disciplines')
          .set({
            opens_days_ahead: p.opensDaysAhead,
            closes_minutes_before: p.closesMinutesBefore,
            free_cancel_hours_before: p.freeCancelHoursBefore,
            free_late_cancels_per_month: p.freeLateCancelsPerMonth,
            waitlist_cutoff_minutes_before: p.waitlistCutoffMinutesBefore, // v1 events: 120 (upcast on read)
            updated_at: at,
          })
          .where('id', '=', event.data.disciplineId)
          .execute();
        return;
      }
    }
  },
};
