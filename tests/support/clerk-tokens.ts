import { randomUUID } from 'node:crypto';
import { exportSPKI, generateKeyPair, SignJWT } from 'jose';

/** A parseable development publishable key for a Clerk instance that does not exist. */
export const TEST_PUBLISHABLE_KEY = `pk_test_${Buffer.from('clerk.pulso.test$').toString('base64')}`;
// Not a real secret: with CLERK_JWT_KEY set the server verifies offline and never sends it anywhere.
export const TEST_SECRET_KEY = 'sk_test_dummy';
export const TEST_ORIGIN = 'http://localhost:5173';

export interface TokenInput {
  sub: string;
  role?: string;
  /** Where the role claim goes; the README's session-token template uses `metadata`. */
  roleClaim?: 'metadata' | 'publicMetadata' | 'public_metadata';
  azp?: string | null;
  /** Seconds from now; negative for an expired token. */
  expiresIn?: number;
  extraClaims?: Record<string, unknown>;
  header?: Record<string, unknown>;
}

export interface ClerkTestKeys {
  /** PEM SPKI public key, as CLERK_JWT_KEY expects it. */
  jwtKey: string;
  sign(input: TokenInput): Promise<string>;
}

/** The environment of a server that verifies Clerk sessions offline with `keys`, plus what a test adds. */
export function clerkEnv(keys: ClerkTestKeys, extra: Record<string, string> = {}): Record<string, string> {
  return { CLERK_PUBLISHABLE_KEY: TEST_PUBLISHABLE_KEY, CLERK_SECRET_KEY: TEST_SECRET_KEY, CLERK_JWT_KEY: keys.jwtKey, ...extra };
}

/**
 * An RSA-2048 key pair made at runtime (Clerk ignores a 4096-bit jwtKey) and a signer for session tokens
 * shaped like Clerk's: sub, sid, iat, nbf, exp, azp and the custom role claim.
 */
export async function clerkTestKeys(): Promise<ClerkTestKeys> {
  const { publicKey, privateKey } = await generateKeyPair('RS256', { modulusLength: 2048, extractable: true });
  return { jwtKey: await exportSPKI(publicKey), sign: (input) => signSessionToken(privateKey, input) };
}

function signSessionToken(key: CryptoKey, input: TokenInput): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  const expiresIn = input.expiresIn ?? 60;
  const claims: Record<string, unknown> = { sid: `sess_${randomUUID()}`, ...input.extraClaims };
  if (input.role !== undefined) claims[input.roleClaim ?? 'metadata'] = { role: input.role };
  if (input.azp !== null) claims.azp = input.azp ?? TEST_ORIGIN;
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'RS256', typ: 'JWT', kid: 'ins_test', ...input.header })
    .setSubject(input.sub)
    .setIssuer('https://clerk.pulso.test')
    .setIssuedAt(Math.min(now, now + expiresIn - 60))
    .setNotBefore(Math.min(now, now + expiresIn - 60) - 5)
    .setExpirationTime(now + expiresIn)
    .sign(key);
}
