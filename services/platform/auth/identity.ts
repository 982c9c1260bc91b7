import type { FastifyRequest } from 'fastify';
import { fail } from '../../../events/framework/errors';
import type { Access } from '../../../contract/routes/route-schemas';

export type Role = 'admin' | 'coach' | 'member';

/** A stored or claimed role; anything unknown is an ordinary member (fails closed). */
export const roleOf = (value: unknown): Role => (value === 'admin' || value === 'coach' ? value : 'member');

/** The role a booking decision sees: a coach cancels or books for members as the studio does. */
export const studioActorRole = (role: Role): 'admin' | 'member' => (isStaff(role) ? 'admin' : 'member');

/** Studio staff: admins and coaches (Profesor) run classes; only admins touch money, packages and roles. */
export const isStaff = (role: Role) => role === 'admin' || role === 'coach';

/** Who is calling, always from a verified session, never from a request body. */
export interface Identity {
  userId: string;
  role: Role;
  mode: 'local' | 'clerk';
  /**
   * The session the request came with, when the provider names one: a local session's token hash (as sockets
   * name it), a Clerk token's `sid`. Push subscriptions are tied to it, so they end with the session.
   */
  sessionId?: string;
}

/**
 * Route access levels, declared per route in its contract entry (contract/routes) and put in its config by the
 * route helper. A route registered any other way defaults to 'member' (any signed-in user), so it fails closed.
 */
export type { Access };

declare module 'fastify' {
  interface FastifyRequest {
    identity: Identity | undefined;
  }
  interface FastifyContextConfig {
    access?: Access;
  }
}

export const unauthenticated = () => fail('UNAUTHENTICATED');

export function requireIdentity(request: FastifyRequest): Identity {
  if (!request.identity) throw unauthenticated();
  return request.identity;
}

/**
 * The user a request acts on. The routes of docs/product.md §7 carry `clerkUserId` in bodies; it must name the caller,
 * unless the caller is an admin acting for a member.
 */
export function actingOn(request: FastifyRequest, claimedUserId: string | undefined): string {
  const identity = requireIdentity(request);
  if (!claimedUserId || claimedUserId === identity.userId) return identity.userId;
  if (identity.role === 'admin') return claimedUserId;
  throw fail('NOT_YOUR_DATA');
}
