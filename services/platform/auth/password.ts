import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * OWASP's scrypt cost: N=2^17, r=8, p=1, i.e. 128 MiB and a few hundred ms per hash. At most libuv's four
 * threads hash at once, so a burst of sign-ins holds ~512 MiB at worst. Hashes stored at another cost are
 * upgraded at the next successful sign-in (`needsRehash`).
 */
export const PASSWORD_HASH_PARAMS = { N: 2 ** 17, r: 8, p: 1 } as const;
let params: { N: number; r: number; p: number } = PASSWORD_HASH_PARAMS;
const KEY_LENGTH = 32;

/**
 * Test suite only (the test app builders call it): at 2^17 the suite's hundreds of sign-ups spent minutes
 * hashing. Refused outside vitest; nothing in the app calls it (tests/infra/password-cost.unit.test.ts checks
 * both), and tests/api/account-password.api.test.ts runs at the production cost. `undefined` restores it.
 */
export function setPasswordHashCostForTests(N: number | undefined): void {
  if (!process.env.VITEST) throw new Error('setPasswordHashCostForTests is for the test suite only');
  params = N === undefined ? PASSWORD_HASH_PARAMS : { ...PASSWORD_HASH_PARAMS, N };
  dummyHash = undefined;
}

const derive = (password: string, salt: Buffer, o: { N: number; r: number; p: number }) =>
  new Promise<Buffer>((resolve, reject) => {
    // Node refuses anything over 32 MiB by default; scrypt needs 128·N·r bytes, plus headroom.
    const options: ScryptOptions = { ...o, maxmem: 128 * o.N * o.r * 2 };
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (err, key) => (err ? reject(err) : resolve(key)));
  });

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, params);
  return ['scrypt', params.N, params.r, params.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64url');
  const actual = await derive(password, Buffer.from(salt, 'base64url'), { N: Number(n), r: Number(r), p: Number(p) });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** True when `stored` was hashed at another cost than today's: sign-in then stores a fresh hash. */
export function needsRehash(stored: string): boolean {
  const [scheme, n, r, p] = stored.split('$');
  return scheme !== 'scrypt' || Number(n) !== params.N || Number(r) !== params.r || Number(p) !== params.p;
}

// Hashing a throwaway password when the email is unknown keeps sign-in timing the same either way.
let dummyHash: Promise<string> | undefined;
export const dummyPasswordHash = () => (dummyHash ??= hashPassword('not-a-real-password-1'));
