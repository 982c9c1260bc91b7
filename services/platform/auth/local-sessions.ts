import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../database/database';
import type { Role } from './identity';

/** Opaque session tokens; only their SHA-256 is stored, so a database leak yields no usable token. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export async function createSession(db: Db, userId: string, now: Date, ttlDays: number): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + ttlDays * 86_400_000);
  await db.insertInto('auth_sessions').values({ token_hash: hashToken(token), user_id: userId, created_at: now, expires_at: expiresAt }).execute();
  return { token, expiresAt };
}

export interface LocalSession {
  userId: string;
  role: Role;
  expiresAt: Date;
}

/** The live session of a token and its user's current role, in one round trip. */
export async function findSession(db: Db, tokenHash: string, now: Date): Promise<LocalSession | undefined> {
  const row = await db
    .selectFrom('auth_sessions as s')
    .innerJoin('users as u', 'u.user_id', 's.user_id')
    .select(['s.user_id', 's.expires_at', 'u.role'])
    .where('s.token_hash', '=', tokenHash)
    .where('s.expires_at', '>', now)
    .executeTakeFirst();
  return row && { userId: row.user_id, role: row.role === 'admin' ? 'admin' : 'member', expiresAt: new Date(row.expires_at) };
}

export async function revokeSession(db: Db, token: string): Promise<void> {
  await db.deleteFrom('auth_sessions').where('token_hash', '=', hashToken(token)).execute();
}
