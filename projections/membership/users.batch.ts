import { sql, type Kysely } from 'kysely';
import type { StoredMembershipEvent } from '../../events/catalog/membership.events';
import type { RecordedEvent } from '../../events/framework/event';
import type { Database } from '../../db/schema';
import type { UsersTable } from '../../db/tables/membership';
import { findPersonalKeys, personalOf, UNKNOWN_PERSON } from './personal-data.queries';

/** What the users row keeps of a deleted account: the studio's audit and reports read "Socio eliminado". */
export const DELETED_MEMBER = { first_name: UNKNOWN_PERSON.firstName, last_name: UNKNOWN_PERSON.lastName, email: UNKNOWN_PERSON.email, hidden: true, deleted: true } as const;

/**
 * The set-based form of usersProjector.apply (rebuilds; a studio's log registers every member): read the
 * accounts the batch touches, fold in memory with the same rules, write them in one upsert.
 */
export async function applyUsersBatch(trx: Kysely<Database>, batch: readonly RecordedEvent[]): Promise<void> {
  const events = batch as unknown as readonly (RecordedEvent & StoredMembershipEvent)[];
  const ids = [...new Set(events.map((e) => e.data.userId))];
  const found = await trx.selectFrom('users').selectAll().where('user_id', '=', sql<string>`ANY(${ids}::text[])`).execute();
  const keys = await findPersonalKeys(trx, ids);
  const users = new Map<string, UsersTable>(found.map((u) => [u.user_id, u]));
  const changed = new Set<string>();
  for (const event of events) {
    const at = event.recordedAt;
    const user = users.get(event.data.userId);
    let next: UsersTable | undefined;
    switch (event.type) {
      case 'UserRegistered': {
        const d = event.data;
        const p = personalOf(keys.get(d.userId), d.userId, d.personal);
        if (!user) next = { user_id: d.userId, first_name: p.firstName, last_name: p.lastName, email: p.email, role: d.role, hidden: false, deleted: false, created_at: at, updated_at: at };
        break;
      }
      case 'UserProfileUpdated': {
        const p = personalOf(keys.get(event.data.userId), event.data.userId, event.data.personal);
        if (user) next = { ...user, first_name: p.firstName, last_name: p.lastName, email: p.email, updated_at: at };
        break;
      }
      case 'UserRoleChanged':
        if (user) next = { ...user, role: event.data.role, updated_at: at };
        break;
      case 'UserHidden':
      case 'UserUnhidden':
        if (user) next = { ...user, hidden: event.type === 'UserHidden', updated_at: at };
        break;
      case 'UserDeleted':
        if (user) next = { ...user, ...DELETED_MEMBER, updated_at: at };
        break;
    }
    if (!next) continue;
    users.set(next.user_id, next);
    changed.add(next.user_id);
  }
  const rows = [...changed].map((id) => users.get(id)!);
  if (rows.length === 0) return;
  const col = <K extends keyof UsersTable>(k: K) => rows.map((r) => r[k]);
  await sql`
    INSERT INTO users (user_id, first_name, last_name, email, role, hidden, deleted, created_at, updated_at)
    SELECT * FROM unnest(${col('user_id')}::text[], ${col('first_name')}::text[], ${col('last_name')}::text[], ${col('email')}::text[],
                         ${col('role')}::text[], ${col('hidden')}::boolean[], ${col('deleted')}::boolean[], ${col('created_at')}::timestamptz[], ${col('updated_at')}::timestamptz[])
    ON CONFLICT (user_id) DO UPDATE SET first_name = excluded.first_name, last_name = excluded.last_name, email = excluded.email,
      role = excluded.role, hidden = excluded.hidden, deleted = excluded.deleted, updated_at = excluded.updated_at`.execute(trx);
}
