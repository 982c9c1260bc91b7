import { LRUCache } from 'lru-cache';

/**
 * Failed sign-ins per account, so guessing one member's password is slow whatever addresses the guesses come
 * from (the per-address limit alone is beaten by a botnet or a spoofable proxy header). A sliding window: at
 * most `maxFailures` wrong passwords within `windowMs`; further attempts are refused without checking the
 * password until the oldest failure leaves the window. A correct password forgets the account's failures.
 *
 * Kept in this process's memory: one app server is the normal deployment, and with several each one
 * enforces its own window (the total allowed rate is then maxFailures × instances). The price of any
 * per-account lock is that someone who knows an email can keep its owner out for a window; the window is
 * short and the member can still sign in from the studio's desk once it passes.
 */
export interface SignInLimiter {
  /** Seconds to wait when the account is locked right now, otherwise undefined. */
  retryAfterSeconds(account: string): number | undefined;
  recordFailure(account: string): void;
  recordSuccess(account: string): void;
}

export interface SignInLimits {
  maxFailures: number;
  windowMs: number;
}

// OWASP's guidance is a handful of attempts per account per quarter hour; 10 leaves room for typos.
export const DEFAULT_SIGN_IN_LIMITS: SignInLimits = { maxFailures: 10, windowMs: 15 * 60_000 };
// Enough for every account under attack at once; the least recently failed are forgotten first.
const MAX_ACCOUNTS = 50_000;

export function signInLimiter(now: () => Date, limits: SignInLimits = DEFAULT_SIGN_IN_LIMITS): SignInLimiter {
  const window = slidingWindow(now, { max: limits.maxFailures, windowMs: limits.windowMs });
  return { retryAfterSeconds: window.retryAfterSeconds, recordFailure: window.record, recordSuccess: window.forget };
}

/**
 * The limiter's window on its own: at most `max` events per key within `windowMs`, in this process's memory. Also
 * what paces the emailed links (password resets per email, verification mails per account).
 */
export interface SlidingWindow {
  /** Seconds to wait when the key is at its limit right now, otherwise undefined. */
  retryAfterSeconds(key: string): number | undefined;
  record(key: string): void;
  forget(key: string): void;
}

export function slidingWindow(now: () => Date, limits: { max: number; windowMs: number }): SlidingWindow {
  const events = new LRUCache<string, number[]>({ max: MAX_ACCOUNTS });
  const recent = (key: string, at: number): number[] => {
    const kept = (events.get(key) ?? []).filter((t) => t > at - limits.windowMs);
    if (kept.length > 0) events.set(key, kept);
    else events.delete(key);
    return kept;
  };
  return {
    retryAfterSeconds(key) {
      const at = now().getTime();
      const kept = recent(key, at);
      if (kept.length < limits.max) return undefined;
      const opensAt = kept[kept.length - limits.max] + limits.windowMs;
      return Math.max(1, Math.ceil((opensAt - at) / 1000));
    },
    record(key) {
      const at = now().getTime();
      events.set(key, [...recent(key, at), at].slice(-limits.max));
    },
    forget(key) {
      events.delete(key);
    },
  };
}
