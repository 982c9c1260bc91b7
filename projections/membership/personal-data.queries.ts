import { sql, type Kysely } from 'kysely';
import type { PersonalFields, StoredPersonal } from '../../events/catalog/membership.events';
import { openPersonal } from '../../events/catalog/membership.personal';

/**
 * personal_data_keys (migration 2026-11-25T1200): one random AES-256 key per member. Not a read table: no
 * projector writes it and a rebuild never touches it; a backup carries it like the log. Deleting a member's row
 * is what erases their name and email from the log (services/membership/personal-keys.ts).
 * Here: the members' keys that still exist, by user id (a deleted account has none).
 */
export async function findPersonalKeys(db: Kysely<any>, userIds: readonly string[]): Promise<Map<string, Uint8Array>> {
  if (userIds.length === 0) return new Map();
  const { rows } = await sql<{ user_id: string; key: Uint8Array }>`
    SELECT user_id, key FROM personal_data_keys WHERE user_id = ANY(${[...userIds]}::text[])`.execute(db);
  // node-postgres gives a Buffer, PGlite a Uint8Array: both work with node:crypto.
  return new Map(rows.map((r) => [r.user_id, r.key]));
}

export async function findPersonalKey(db: Kysely<any>, userId: string): Promise<Uint8Array | undefined> {
  return (await findPersonalKeys(db, [userId])).get(userId);
}

/** What a users row shows for a person the log can no longer name. */
export const UNKNOWN_PERSON: PersonalFields = { firstName: 'Socio', lastName: 'eliminado', email: '' };

/** The personal fields of a stored event, or "Socio eliminado" once the member's key is gone. */
export const personalOf = (key: Uint8Array | undefined, userId: string, stored: StoredPersonal): PersonalFields =>
  openPersonal(key, userId, stored) ?? UNKNOWN_PERSON;
