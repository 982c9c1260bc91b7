import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../database/database';

/** Opaque session tokens; only their SHA-256 is stored, so a database leak yields no usable token. */
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export async function createSession(db: Db, userId: string, now: Date, ttlDays: number): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + ttlDays * 86_400_000);
  await db.insertInto('auth_sessions').values({ token_hash: hashToken(token), user_id: userId, created_at: now, expires_at: expiresAt }).execute();
  return { token, expiresAt };
}

export async function findSessionUser(db: Db, token: string, now: Date): Promise<string | undefined> {
  const row = await db
    .selectFrom('auth_sessions')
    .select('user_id')
    .where('token_hash', '=', hashToken(token))
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return row?.user_id;
}

export async function revokeSession(db: Db, token: string): Promise<void> {
  await db.deleteFrom('auth_sessions').where('token_hash', '=', hashToken(token)).execute();
}
