import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database';
import { hashToken } from '../platform/auth/local-sessions';

/**
 * Ends every session of a user except the one whose token is `keepToken` (none kept when undefined).
 * Returns the hashes of the sessions ended, so their sockets can be closed as well.
 */
export async function endSessionsOf(db: Db, userId: string, keepToken?: string): Promise<string[]> {
  let query = db.deleteFrom('auth_sessions').where('user_id', '=', userId);
  if (keepToken) query = query.where('token_hash', '<>', hashToken(keepToken));
  const rows = await query.returning('token_hash').execute();
  return rows.map((row) => row.token_hash);
}

/**
 * After every session of a user ended in the database: this instance's auth cache forgets them, and their sockets
 * close on every instance (whose auth caches forget the user too, through the realtime control channel).
 */
export async function forgetEverySession(app: FastifyInstance, userId: string): Promise<void> {
  app.authProvider.forgetUser?.(userId);
  await app.realtime.userChanged(userId);
}
