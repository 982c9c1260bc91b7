import { sql, type Kysely } from 'kysely';
import type { LeadEvent } from '../../events/catalog/trials.events';
import { newPersonalKey, sealRecord } from '../../events/catalog/membership.personal';
import type { DomainEvent } from '../../events/framework/event';
import { leadSubject } from '../../projections/trials/lead-contact';

/**
 * A lead (a visitor who booked a trial) has no account, so no member key: she gets one of her own in
 * personal_data_keys under the subject `lead:<leadId>`, her contact is sealed with it as a member's name is, and
 * forgetting her (or deleting the account she became) deletes it: the log keeps nothing readable of her.
 */
export async function createLeadKey(db: Kysely<any>, leadId: string): Promise<Uint8Array> {
  const key = newPersonalKey();
  await sql`INSERT INTO personal_data_keys (user_id, key) VALUES (${leadSubject(leadId)}, ${key})`.execute(db);
  return key;
}

export async function destroyLeadKeys(db: Kysely<any>, leadIds: readonly string[]): Promise<void> {
  if (leadIds.length === 0) return;
  await sql`DELETE FROM personal_data_keys WHERE user_id = ANY(${leadIds.map(leadSubject)}::text[])`.execute(db);
}

export const sealLeadEvents = (key: Uint8Array, events: LeadEvent[]): DomainEvent[] =>
  events.map((e) => {
    if (e.type !== 'LeadRegistered') return e;
    const { leadId, nombre, email, telefono } = e.data;
    return { type: e.type, data: { leadId, contact: sealRecord(key, leadSubject(leadId), { nombre, email, telefono }) } };
  });
