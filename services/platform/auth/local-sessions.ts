import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { PREPARED, type Db } from '../../../db/database';
import { roleOf, type Role } from './identity';

/** Opaque session tokens; only their SHA-256 is stored, so a database leak yields no usable token. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export async function createSession(db: Db, userId: string, now: Date, ttlDays: number): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + ttlDays * 86_400_000);
  await db.insertInto('auth_sessions').values({ token_hash: hashToken(token), user_id: userId, created_at: now, expires_at: expiresAt, last_used_at: now }).execute();
  return { token, expiresAt };
}

export interface LocalSession {
  userId: string;
  role: Role;
  expiresAt: Date;
}

/** A session last used before this instant is idle past `idleDays`, hence ended. */
export const idleCutoff = (now: Date, idleDays: number) => new Date(now.getTime() - idleDays * 86_400_000);

/** How stale `last_used_at` may get before a use writes it again: one write an hour, not one per request. */
const TOUCH_EVERY_MS = 3_600_000;

/**
 * The live session of a token and its user's current role, in one round trip (plus a write at most once an
 * hour). A session unused for `idleDays` is refused; `expiresAt` is whichever end comes first. `touch: false`
 * looks without counting as a use: an open websocket re-checking its session is not the person being active.
 */
export async function findSession(db: Db, tokenHash: string, now: Date, idleDays = 14, touch = true): Promise<LocalSession | undefined> {
  const idleMs = idleDays * 86_400_000;
  // Prepared: every request whose session is not in the cache asks this, and its plan cost more than its run.
  const { rows } = await sql<{ user_id: string; expires_at: Date; last_used_at: Date; role: string }>`${sql.raw(PREPARED)}
    SELECT s.user_id, s.expires_at, s.last_used_at, u.role
    FROM auth_sessions s JOIN users u ON u.user_id = s.user_id
    WHERE s.token_hash = ${tokenHash} AND s.expires_at > ${now} AND s.last_used_at > ${idleCutoff(now, idleDays)}`.execute(db);
  const row = rows[0];
  if (!row) return undefined;
  let lastUsed = new Date(row.last_used_at);
  if (touch && now.getTime() - lastUsed.getTime() >= TOUCH_EVERY_MS) {
    await db.updateTable('auth_sessions').set({ last_used_at: now }).where('token_hash', '=', tokenHash).execute();
    lastUsed = now;
  }
  const expiresAt = Math.min(new Date(row.expires_at).getTime(), lastUsed.getTime() + idleMs);
  return { userId: row.user_id, role: roleOf(row.role), expiresAt: new Date(expiresAt) };
}

export async function revokeSession(db: Db, token: string): Promise<void> {
  await db.deleteFrom('auth_sessions').where('token_hash', '=', hashToken(token)).execute();
}
