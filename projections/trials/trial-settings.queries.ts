import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** The studio's trial settings, or undefined while it has never saved any. */
export async function findTrialSettings(db: Kysely<Database>): Promise<{ autoConfirm: boolean } | undefined> {
  const row = await db.selectFrom('trial_settings').select('auto_confirm').where('id', '=', 1).executeTakeFirst();
  return row && { autoConfirm: row.auto_confirm };
}
