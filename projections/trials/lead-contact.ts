import type { Kysely } from 'kysely';
import type { LeadContactData } from '../../events/catalog/trials.events';
import { openRecord } from '../../events/catalog/membership.personal';
import { findPersonalKey } from '../membership/personal-data.queries';

/** A lead's key subject in personal_data_keys (services/trials/lead-keys.commands.ts): beside members' ids, never one of them. */
export const leadSubject = (leadId: string) => `lead:${leadId}`;

/** Her contact, or undefined once her key is gone (forgotten). Never throws. */
export async function openLeadContact(db: Kysely<any>, leadId: string, stored: string | LeadContactData): Promise<LeadContactData | undefined> {
  const key = await findPersonalKey(db, leadSubject(leadId));
  return typeof stored === 'string' ? openRecord<LeadContactData>(key, leadSubject(leadId), stored) : key && stored;
}
