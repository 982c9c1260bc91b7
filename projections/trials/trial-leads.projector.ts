import type { LeadEvent, StoredLeadRegistered } from '../../events/catalog/trials.events';
import { openLeadContact } from './lead-contact';
import type { RecordedEvent } from '../../events/framework/event';
import type { Projector } from '../runner/projection';

/** trial_leads: who asked for a trial, and when she became a member; a forgotten lead leaves. Each event writes its own columns once. */
export const trialLeadsProjector: Projector = {
  name: 'trial-leads@v2',
  tables: ['trial_leads'],
  handles: ['LeadRegistered', 'LeadConverted', 'LeadForgotten', 'UserDeleted'],
  async apply(trx, recorded) {
    const event = recorded as RecordedEvent<LeadEvent>;
    if (event.type === 'LeadRegistered') {
      const d = event.data as unknown as StoredLeadRegistered;
      // Forgotten (her key is gone): a replay writes no row of her.
      const contact = await openLeadContact(trx, d.leadId, d.contact);
      if (!contact) return;
      await trx
        .insertInto('trial_leads')
        .values({ lead_id: d.leadId, nombre: contact.nombre, email: contact.email, telefono: contact.telefono, registered_at: recorded.recordedAt })
        .onConflict((oc) => oc.column('lead_id').doNothing())
        .execute();
      return;
    }
    if (recorded.type === 'UserDeleted') {
      // The lead she was went with her account (her lead key too: services/membership/user-stream.ts).
      await trx.deleteFrom('trial_leads').where('converted_user_id', '=', String(recorded.data.userId)).execute();
      return;
    }
    if (event.type === 'LeadForgotten') {
      await trx.deleteFrom('trial_leads').where('lead_id', '=', event.data.leadId).execute();
      return;
    }
    const d = event.data as Extract<LeadEvent, { type: 'LeadConverted' }>['data'];
    await trx.updateTable('trial_leads').set({ converted_user_id: d.userId, converted_at: recorded.recordedAt }).where('lead_id', '=', d.leadId).where('converted_user_id', 'is', null).execute();
  },
};
