/**
 * How long one instance trusts a session, role or token it already checked. Sign-out and role changes drop
 * entries at once on the instance that handled them; other instances (several app servers on one database)
 * only learn of them when their own entry expires, so this is the longest a revoked session or a demoted
 * admin can still be served elsewhere. Kept to a few seconds for that reason.
 */
export const AUTH_CACHE_TTL_MS = 5_000;

/** Bounds memory: enough for every signed-in member of a studio, never more. */
const MAX_ENTRIES = 10_000;

/**
 * A small cache for auth lookups (bounded size, short TTL). `load` refuses to store an answer looked up
 * while something was forgotten: a lookup that raced a sign-out or a role change may have read the old
 * row, and caching it would undo the invalidation.
 *
 * Every request reads it, so a read is one Map lookup and one clock read (an LRU library's bookkeeping cost
 * more per request than the rest of the auth hook). Entries expire on the monotonic clock, as a TTL should
 * whatever the wall clock does; when full, the oldest entry goes first: with a TTL of seconds it is about to go
 * anyway.
 */
export class AuthCache<Value extends object> {
  private readonly entries = new Map<string, { value: Value; expiresAt: number }>();

  /** How many entries it holds, expired ones not yet dropped included. */
  get size(): number {
    return this.entries.size;
  }
  private forgets = 0;

  get(key: string): Value | undefined {
    const entry = this.entries.get(key);
    if (entry === undefined) return undefined;
    if (entry.expiresAt > performance.now()) return entry.value;
    this.entries.delete(key);
    return undefined;
  }

  /** Looks `key` up and remembers a found answer for at most `ttlMs` (never more than the cache's TTL). */
  async load(key: string, lookup: () => Promise<Value | undefined>, ttlMs = AUTH_CACHE_TTL_MS): Promise<Value | undefined> {
    const forgetsBefore = this.forgets;
    const value = await lookup();
    if (value !== undefined && this.forgets === forgetsBefore) this.set(key, value, ttlMs);
    return value;
  }

  /** Remembers an answer already in hand (e.g. a token just verified), for at most `ttlMs`. */
  set(key: string, value: Value, ttlMs = AUTH_CACHE_TTL_MS): void {
    const ttl = Math.min(ttlMs, AUTH_CACHE_TTL_MS);
    if (!(ttl > 0)) return;
    const now = performance.now();
    // Expired entries at the front go now, so a token no one sends again does not stay in memory until evicted.
    for (const [oldKey, entry] of this.entries) {
      if (entry.expiresAt > now) break;
      this.entries.delete(oldKey);
    }
    this.entries.delete(key); // re-inserted last, so the oldest stays first
    if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, { value, expiresAt: now + ttl });
  }

  forget(key: string): void {
    this.forgets++;
    this.entries.delete(key);
  }

  /** Drops every entry that matches; for rare events (a role change), so a scan of the cache is fine. */
  forgetWhere(matches: (value: Value) => boolean): void {
    this.forgets++;
    for (const [key, { value }] of this.entries) if (matches(value)) this.entries.delete(key);
  }
}
