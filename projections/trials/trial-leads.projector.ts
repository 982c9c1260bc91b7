import type { LeadEvent } from '../../events/catalog/trials.events';
import type { RecordedEvent } from '../../events/framework/event';
import type { Projector } from '../runner/projection';

/** trial_leads: who asked for a trial, and when she became a member. Each event writes its own columns once. */
export const trialLeadsProjector: Projector = {
  name: 'trial-leads@v1',
  tables: ['trial_leads'],
  handles: ['LeadRegistered', 'LeadConverted'],
  async apply(trx, recorded) {
    const event = recorded as RecordedEvent<LeadEvent>;
    if (event.type === 'LeadRegistered') {
      const d = event.data as Extract<LeadEvent, { type: 'LeadRegistered' }>['data'];
      await trx
        .insertInto('trial_leads')
        .values({ lead_id: d.leadId, nombre: d.nombre, email: d.email, telefono: d.telefono, registered_at: recorded.recordedAt })
        .onConflict((oc) => oc.column('lead_id').doNothing())
        .execute();
      return;
    }
    const d = event.data as Extract<LeadEvent, { type: 'LeadConverted' }>['data'];
    await trx.updateTable('trial_leads').set({ converted_user_id: d.userId, converted_at: recorded.recordedAt }).where('lead_id', '=', d.leadId).where('converted_user_id', 'is', null).execute();
  },
};
