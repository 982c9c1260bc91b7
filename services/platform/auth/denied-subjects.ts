import type { Db } from '../../../db/database';
import { AuthCache } from './auth-cache';

/**
 * The longest a Clerk session token may live for this server (its `exp` after its `iat`). Clerk's are a minute by
 * default; a deleted subject stays denied this long after its deletion, so no token issued before it outlives the
 * denial, and a token claiming a longer life is refused outright (clerk-claims.ts).
 */
export const CLERK_TOKEN_MAX_LIFETIME_MS = 24 * 60 * 60 * 1000;

/**
 * Clerk reported the user deleted: every session token of that subject is refused from now on, on every instance and
 * across restarts (the row lives in the database), until no token issued before the deletion can still be valid.
 * Token lifetimes are judged on the wall clock, as Clerk judges `exp`. Rows past their expiry go on the next denial.
 */
export async function denySubject(db: Db, userId: string, nowMs = Date.now()): Promise<void> {
  const now = new Date(nowMs);
  const expires = new Date(nowMs + CLERK_TOKEN_MAX_LIFETIME_MS);
  await db.deleteFrom('auth_denied_subjects').where('expires_at', '<=', now).execute();
  await db
    .insertInto('auth_denied_subjects')
    .values({ user_id: userId, denied_at: now, expires_at: expires })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ denied_at: now, expires_at: expires }))
    .execute();
}

export async function isSubjectDenied(db: Db, userId: string, nowMs = Date.now()): Promise<boolean> {
  const row = await db.selectFrom('auth_denied_subjects').select('user_id').where('user_id', '=', userId).where('expires_at', '>', new Date(nowMs)).executeTakeFirst();
  return row !== undefined;
}

/**
 * The deny-list as the Clerk provider consults it on every request, under the auth cache's rules: an answer is trusted
 * for a few seconds (AUTH_CACHE_TTL_MS); the instance that handled the deletion forgets it at once, and so does every
 * other instance when the deletion's `userChanged` reaches it (realtime.plugin.ts).
 */
export class DeniedSubjects {
  private readonly answers = new AuthCache<{ denied: boolean }>();

  constructor(private readonly db: Db) {}

  async denied(userId: string): Promise<boolean> {
    const answer = this.answers.get(userId) ?? (await this.answers.load(userId, async () => ({ denied: await isSubjectDenied(this.db, userId) })));
    return answer?.denied ?? false;
  }

  forget(userId: string): void {
    this.answers.forget(userId);
  }
}
