import { TRIAL_CLASS_TYPES, type TrialClassEvent } from '../../events/catalog/trials.events';
import type { RecordedEvent } from '../../events/framework/event';
import type { Projector } from '../runner/projection';

/**
 * trial_classes: every trial class, its state and whether the visitor came. Inline, so the booking facts that count
 * a class's places (projections/booking/booking-facts.queries.ts) see a trial in the same transaction, under the
 * occurrence's lock. Every event is on that occurrence's stream, so its position orders them: a redelivered or
 * older event changes nothing.
 */
export const trialClassesProjector: Projector = {
  name: 'trial-classes@v1',
  tables: ['trial_classes'],
  handles: [...TRIAL_CLASS_TYPES],
  async apply(trx, recorded) {
    const event = recorded as RecordedEvent<TrialClassEvent>;
    const position = recorded.streamPosition;
    if (event.type === 'TrialClassBooked') {
      const d = event.data as Extract<TrialClassEvent, { type: 'TrialClassBooked' }>['data'];
      await trx
        .insertInto('trial_classes')
        .values({ trial_id: d.trialId, lead_id: d.leadId, slot_id: d.slotId, fecha: d.fecha, hora: d.hora, status: d.confirmed ? 'confirmed' : 'pending', booked_at: recorded.recordedAt, last_position: position })
        .onConflict((oc) => oc.column('trial_id').doNothing())
        .execute();
      return;
    }
    const change =
      event.type === 'TrialClassConfirmed' ? { status: 'confirmed' as const } : event.type === 'TrialClassCancelled' ? { status: 'cancelled' as const } : { attended: true };
    await trx.updateTable('trial_classes').set({ ...change, last_position: position }).where('trial_id', '=', event.data.trialId).where('last_position', '<', position).execute();
  },
};
