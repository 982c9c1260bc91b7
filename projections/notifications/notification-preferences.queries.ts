import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export async function notificationsEnabled(db: Kysely<Database>, userId: string): Promise<boolean> {
  const row = await db.selectFrom('notification_preferences').select('enabled').where('user_id', '=', userId).executeTakeFirst();
  return row?.enabled ?? true;
}

export async function countSubscriptions(db: Kysely<Database>, userId: string): Promise<number> {
  const row = await db.selectFrom('push_subscriptions').select((eb) => eb.fn.countAll<number>().as('n')).where('user_id', '=', userId).executeTakeFirstOrThrow();
  return Number(row.n);
}
