import type { Db } from '../../db/database';
import { hashPassword, needsRehash } from '../platform/auth/password';

/**
 * Transparent rehash: a password just verified against a hash of an older (cheaper) cost is stored again at
 * today's cost. Only while the row still holds the hash that was checked, so a password changed meanwhile wins.
 */
export async function upgradeHashIfOld(db: Db, userId: string, checkedHash: string, password: string): Promise<void> {
  if (!needsRehash(checkedHash)) return;
  const fresh = await hashPassword(password);
  await db
    .updateTable('auth_credentials')
    .set({ password_hash: fresh })
    .where('user_id', '=', userId)
    .where('password_hash', '=', checkedHash)
    .execute();
}
