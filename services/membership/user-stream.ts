import { sql, type Kysely } from 'kysely';
import { userStream, type MembershipEvent, type StoredMembershipEvent } from '../../events/catalog/membership.events';
import { newPersonalKey, openPersonal, sealPersonal } from '../../events/catalog/membership.personal';
import { fold } from '../../events/framework/decider';
import type { DomainEvent } from '../../events/framework/event';
import type { StreamAppend } from '../../events/store/append';
import { readStream } from '../../events/store/read';
import { findPersonalKey } from '../../projections/membership/personal-data.queries';
import { destroyLeadKeys } from '../trials/lead-keys.commands';
import { userDecider, type UserCommand, type UserState } from './user.decider';

/**
 * decideOnStream for the user stream, with the member's personal fields kept out of the log in clear: the
 * stream is opened with the member's key before the (pure) decider folds it, and what it decides is sealed
 * with that key before the append. The first sealing creates the key, in the command's transaction.
 */
export async function decideOnUserStream(
  trx: Kysely<any>,
  userId: string,
  command: UserCommand,
): Promise<{ append: StreamAppend; state: UserState; newState: UserState }> {
  const stream = userStream(userId);
  const { version, events } = await readStream(trx, stream.streamId);
  let key = await findPersonalKey(trx, userId);
  const state = fold(userDecider, events.map((e) => openEvent(e as unknown as StoredMembershipEvent, key)));
  const decided = userDecider.decide(command, state);
  const newState = decided.reduce(userDecider.evolve, state);
  if (!key && decided.some(carriesPersonalFields)) key = await createPersonalKey(trx, userId);
  const sealed = decided.map((e) => sealEvent(e, key!));
  return { append: { ...stream, expectedVersion: version, events: sealed }, state, newState };
}

const carriesPersonalFields = (e: MembershipEvent) => e.type === 'UserRegistered' || e.type === 'UserProfileUpdated';

/** Without a key the fields read as empty, as the decider's own UserDeleted leaves them. */
function openEvent(event: StoredMembershipEvent, key: Uint8Array | undefined): MembershipEvent {
  if (event.type !== 'UserRegistered' && event.type !== 'UserProfileUpdated') return event;
  const { personal, ...rest } = event.data;
  const fields = openPersonal(key, event.data.userId, personal) ?? { firstName: '', lastName: '', email: '' };
  return { type: event.type, data: { ...rest, ...fields } } as MembershipEvent;
}

function sealEvent(event: MembershipEvent, key: Uint8Array): DomainEvent {
  if (event.type !== 'UserRegistered' && event.type !== 'UserProfileUpdated') return event;
  const { firstName, lastName, email, ...rest } = event.data;
  return { type: event.type, data: { ...rest, personal: sealPersonal(key, event.data.userId, { firstName, lastName, email }) } };
}

/**
 * A concurrent first registration of the same id waits on the primary key here and then reads the key the
 * other transaction committed (a fresh statement under READ COMMITTED), so both seal with the same key.
 */
async function createPersonalKey(trx: Kysely<any>, userId: string): Promise<Uint8Array> {
  await sql`INSERT INTO personal_data_keys (user_id, key) VALUES (${userId}, ${newPersonalKey()}) ON CONFLICT (user_id) DO NOTHING`.execute(trx);
  const key = await findPersonalKey(trx, userId);
  if (!key) throw new Error(`personal data key of ${userId} missing right after its insert`);
  return key;
}

/**
 * Deletion: without the key, every sealed field of the member in the log (and in every backup taken later) is
 * unreadable; so are the ones of the trial leads she was before, whose keys go too.
 */
export async function destroyPersonalKey(trx: Kysely<any>, userId: string): Promise<void> {
  await sql`DELETE FROM personal_data_keys WHERE user_id = ${userId}`.execute(trx);
  const { rows } = await sql<{ lead_id: string }>`SELECT lead_id FROM trial_leads WHERE converted_user_id = ${userId}`.execute(trx);
  await destroyLeadKeys(trx, rows.map((r) => r.lead_id));
}
