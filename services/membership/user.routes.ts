import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { fail } from '../../events/framework/errors';
import { findUser, listVisibleUsers, type UserView } from '../../projections/membership/users.queries';
import { actingOn, requireIdentity } from '../platform/auth/identity';
import { normalizeEmail } from './credentials';
import { registerUser } from './register-user';
import { setUserHidden } from './set-user-hidden';
import { changeRole } from './change-role';
import { withPackages } from '../packages/member-package.view';
import { listHiddenUsers } from '../../projections/membership/hidden-users.queries';
import { route, commandContext } from '../platform/http/contract-route';

/** docs/product.md §3 User in both spellings the product's screens read (snake_case and camelCase). */
export const toUserData = (u: UserView) => ({
  id: u.userId,
  clerk_user_id: u.userId,
  clerkUserId: u.userId,
  first_name: u.firstName,
  firstName: u.firstName,
  last_name: u.lastName,
  lastName: u.lastName,
  email: u.email,
  role: u.role,
  publicMetadata: { role: u.role },
  hidden: u.hidden,
});

export const userRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, config } = app.deps;

  route(app, 'GET /api/auth/me', async (request) => {
    const identity = requireIdentity(request);
    const user = await findUser(db, identity.userId);
    if (!user) throw fail('USER_NOT_REGISTERED');
    // In Clerk mode the session claim is the source of truth for the role.
    return { userId: user.userId, firstName: user.firstName, lastName: user.lastName, email: user.email, role: identity.role };
  });

  // docs/product.md §7: called at sign-up and /post-signup. The id is the session's; names and email come from the body.
  route(app, 'POST /api/user/addUser', async (request) => {
    const identity = requireIdentity(request);
    const userId = actingOn(request, request.body.clerkUserId);
    if (userId !== identity.userId) throw fail('ADD_USER_SELF_ONLY');
    const existing = await findUser(db, userId);
    const firstName = request.body.firstName?.trim() || existing?.firstName || '';
    const lastName = request.body.lastName?.trim() || existing?.lastName || '';
    const email = request.body.email ? normalizeEmail(request.body.email) : existing?.email;
    if (!firstName || !email) throw fail('PROFILE_INCOMPLETE');
    await registerUser(db, commandContext(request, app.deps), {
      userId,
      profile: { firstName, lastName, email },
      source: identity.mode,
      adminEmails: config.adminEmails,
      roleClaim: identity.role,
    });
    const user = await findUser(db, userId);
    return toUserData(user!);
  });

  route(app, 'POST /api/user/getUserData', async (request) => {
    const userId = actingOn(request, request.body?.clerkUserId);
    const user = await findUser(db, userId);
    if (!user) throw fail('USER_NOT_FOUND');
    return toUserData(user);
  });

  route(app, 'GET /api/user/getUsers', async (request) => {
    // ?ocultos=1 lists the hidden users instead, so the admin can show them again.
    const users = request.query.ocultos ? await listHiddenUsers(db) : await listVisibleUsers(db);
    return withPackages(db, users.map(toUserData), app.deps.clock.now(), config.studioTz);
  });

  route(app, 'POST /api/user/setHidden', async (request) => {
    await setUserHidden(db, commandContext(request, app.deps), { userId: request.body.clerkUserId, hidden: request.body.hidden });
    return toUserData((await findUser(db, request.body.clerkUserId))!);
  });

  // Local accounts only: with Clerk the role lives in the user's public metadata (README, Clerk).
  route(app, 'POST /api/user/setRole', async (request) => {
    if (requireIdentity(request).mode === 'clerk') {
      throw fail('ROLE_MANAGED_BY_CLERK');
    }
    try {
      await changeRole(db, commandContext(request, app.deps), { userId: request.body.clerkUserId, role: request.body.role });
    } finally {
      // After the commit (or a failure whose outcome is unknown), so no lookup can re-cache the old role. Other
      // instances keep it until their short cache TTL runs out (AUTH_CACHE_TTL_MS): within seconds, not at once.
      app.authProvider.forgetUser?.(request.body.clerkUserId);
    }
    // Their sockets (on every instance) close and reconnect as the new role: an admin's socket must stop
    // receiving admin:* topics. A failed change leaves them be; the periodic session re-check compares roles.
    await app.realtime.userChanged(request.body.clerkUserId);
    return toUserData((await findUser(db, request.body.clerkUserId))!);
  });
};
