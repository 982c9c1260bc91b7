import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** The member's mobile (E.164), or null when she has none. */
export async function findMemberPhone(db: Kysely<Database>, userId: string): Promise<string | null> {
  const row = await db.selectFrom('member_phones').select('phone').where('user_id', '=', userId).executeTakeFirst();
  return row?.phone ?? null;
}

/** The mobiles of these members that have one, by user id. */
export async function listMemberPhones(db: Kysely<Database>, userIds: readonly string[]): Promise<Map<string, string>> {
  if (userIds.length === 0) return new Map();
  const rows = await db.selectFrom('member_phones').select(['user_id', 'phone']).where('user_id', 'in', [...userIds]).execute();
  return new Map(rows.map((r) => [r.user_id, r.phone]));
}
