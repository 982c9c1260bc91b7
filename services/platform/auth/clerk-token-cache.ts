import type { FastifyRequest } from 'fastify';
import { bearerToken } from './auth.plugin';
import { AuthCache } from './auth-cache';
import { identityFromClaims } from './clerk-claims';
import type { Identity } from './identity';

interface VerifiedToken {
  identity: Identity;
  /** The token's own `exp`, in ms: past it the entry is never served, whatever the cache's TTL says. */
  expiresAtMs: number;
}

/** The token of an `Authorization: Bearer` header: the one Clerk's hook verifies when present. */
export function headerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  return header?.startsWith('Bearer ') ? header.slice(7).trim() || undefined : undefined;
}

/**
 * Session tokens this instance verified (RS256) in the last few seconds, by their exact text, so a client
 * sending the same token on every request pays one verification per TTL instead of one per request.
 * A token's claims cannot change (its role is a claim: a new role comes with a new token), so the only
 * reasons to drop an entry are its TTL, the token's expiry and its user's deletion. Cookie sessions are not cached: Clerk also
 * weighs other cookies (__client_uat) there, so only its hook can judge them.
 */
export class ClerkTokenCache {
  private readonly tokens = new AuthCache<VerifiedToken>();
  private readonly recalledFor = new WeakMap<FastifyRequest, Identity>();

  /** Whether the request's bearer (or websocket ?token=) was verified recently and has not expired. */
  recall(request: FastifyRequest): boolean {
    const token = bearerToken(request);
    const hit = token ? this.tokens.get(token) : undefined;
    if (!hit || Date.now() >= hit.expiresAtMs) return false;
    this.recalledFor.set(request, hit.identity);
    return true;
  }

  recalled(request: FastifyRequest): Identity | undefined {
    return this.recalledFor.get(request);
  }

  /** A user's account was deleted: this instance verifies their tokens again (and so consults the deny-list). */
  forgetUser(userId: string): void {
    this.tokens.forgetWhere((t) => t.identity.userId === userId);
  }

  /** Remembers a token just verified with these claims; returns its identity. */
  remember(token: string | undefined, claims: Record<string, unknown>): Identity | undefined {
    const identity = identityFromClaims(claims);
    const expiresAtMs = typeof claims.exp === 'number' ? claims.exp * 1000 : 0;
    if (token && identity) this.tokens.set(token, { identity, expiresAtMs }, expiresAtMs - Date.now());
    return identity;
  }
}
