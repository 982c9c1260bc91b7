import { describe, expect, it } from 'vitest';
import { fixedClock } from '../../domain/time/clock';
import { signInLimiter } from './sign-in-limiter';

describe('sign-in limiter (per account, sliding window)', () => {
  const setup = () => {
    const clock = fixedClock('2026-11-16T12:00:00Z');
    return { clock, limiter: signInLimiter(() => clock.now(), { maxFailures: 3, windowMs: 60_000 }) };
  };

  it('locks after the limit and opens when the oldest failure leaves the window', () => {
    const { clock, limiter } = setup();
    for (const s of [0, 10, 20]) {
      clock.set(new Date(Date.parse('2026-11-16T12:00:00Z') + s * 1000));
      expect(limiter.retryAfterSeconds('ana@x.com')).toBeUndefined();
      limiter.recordFailure('ana@x.com');
    }
    expect(limiter.retryAfterSeconds('ana@x.com')).toBe(40);
    clock.advance(39_000);
    expect(limiter.retryAfterSeconds('ana@x.com')).toBe(1);
    clock.advance(1_000);
    expect(limiter.retryAfterSeconds('ana@x.com')).toBeUndefined();
  });

  it('keeps accounts apart and forgets an account on success', () => {
    const { limiter } = setup();
    for (let i = 0; i < 3; i++) limiter.recordFailure('ana@x.com');
    expect(limiter.retryAfterSeconds('beto@x.com')).toBeUndefined();
    expect(limiter.retryAfterSeconds('ana@x.com')).toBe(60);
    limiter.recordSuccess('ana@x.com');
    expect(limiter.retryAfterSeconds('ana@x.com')).toBeUndefined();
  });
});
