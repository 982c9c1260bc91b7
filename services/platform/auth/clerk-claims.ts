import { CLERK_TOKEN_MAX_LIFETIME_MS } from './denied-subjects';
import type { Identity, Role } from './identity';

type Claims = Record<string, unknown>;

const roleIn = (value: unknown): unknown =>
  value && typeof value === 'object' ? (value as Claims).role : undefined;

/**
 * The role a Clerk session token carries. The dashboard's session-token template exposes public metadata
 * as `metadata` (README); `publicMetadata` / `public_metadata` are accepted for templates named that way.
 */
export function roleFromClaims(claims: Claims): Role {
  const roles = [claims.metadata, claims.publicMetadata, claims.public_metadata].map(roleIn);
  return roles.includes('admin') ? 'admin' : roles.includes('coach') ? 'coach' : 'member';
}

/** The caller of a verified session token: its subject is the Clerk user id. */
export function identityFromClaims(claims: Claims): Identity | undefined {
  if (typeof claims.sub !== 'string' || !claims.sub) return undefined;
  // A token that would outlive a deleted user's denial (denied-subjects.ts) is never accepted.
  if (typeof claims.exp === 'number' && typeof claims.iat === 'number' && (claims.exp - claims.iat) * 1000 > CLERK_TOKEN_MAX_LIFETIME_MS) return undefined;
  const sessionId = typeof claims.sid === 'string' && claims.sid ? claims.sid : undefined;
  return { userId: claims.sub, role: roleFromClaims(claims), mode: 'clerk', ...(sessionId ? { sessionId } : {}) };
}
