import type { Db } from '../../db/database';

/**
 * A device's push subscription lives as long as the session that registered it: on a shared phone the next
 * person is someone else, and must not see the last one's notices. Subscriptions are device secrets kept out
 * of the event log (like sessions), so ending them is a plain delete, not an event: a replay never sees them.
 */
export async function forgetSessionDevices(db: Db, sessionIds: readonly string[]): Promise<void> {
  if (sessionIds.length === 0) return;
  await db.deleteFrom('push_subscriptions').where('session_id', 'in', sessionIds).execute();
}

/** Signed out everywhere: every device of the user, including those registered before sessions were recorded. */
export async function forgetUserDevices(db: Db, userId: string): Promise<void> {
  await db.deleteFrom('push_subscriptions').where('user_id', '=', userId).execute();
}
