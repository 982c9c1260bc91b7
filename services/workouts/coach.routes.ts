import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { studioTime } from '../../domain/time/studio-time';
import { complianceFrom, plannedDaysPerWeek, weeklyCompliance } from '../../domain/workouts/compliance';
import { findPlanTree, listAssignedPlanSummaries } from '../../projections/plans/plans.queries';
import { listDoneSets, listMemberSessions, listRecentSessions, listTrainedDays } from '../../projections/workouts/workouts.queries';
import { fail } from '../../events/framework/errors';
import { existingUserIds } from '../../projections/groups/groups.queries';
import { findUserCreatedAt } from '../../projections/membership/users.queries';
import { allRecords, sessionSummary } from './workout-views';
import { limitOf } from './workouts.routes';
import { route } from '../platform/http/contract-route';

const DEFAULT_WEEKS = 8;
const MAX_WEEKS = 52;

/** The coach's view (admins and coaches): every member's sessions, weekly compliance and records. */
export const workoutsCoachRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, config, clock } = app.deps;
  /** The member the URL names, who must exist. */
  const member = async (userId: string) => {
    if (!(await existingUserIds(db, [userId])).has(userId)) throw fail('MEMBER_NOT_FOUND');
    return userId;
  };

  route(app, 'GET /api/entrenamientos/sesionesRecientes', async (request) =>
    (await listRecentSessions(db, limitOf(request.query.limite))).map(sessionSummary),
  );

  route(app, 'GET /api/entrenamientos/socios/:clerkUserId/sesiones', async (request) =>
    (await listMemberSessions(db, await member(request.params.clerkUserId), limitOf(request.query.limite))).map(sessionSummary),
  );

  route(app, 'GET /api/entrenamientos/socios/:clerkUserId/cumplimiento', async (request) => {
    const userId = await member(request.params.clerkUserId);
    const weeks = Math.min(Number(request.query.semanas ?? DEFAULT_WEEKS), MAX_WEEKS);
    const today = studioTime(clock.now(), config.studioTz).date;
    const plans = await listAssignedPlanSummaries(db, userId, { visibleOnly: true });
    const trees = await Promise.all(plans.map((p) => findPlanTree(db, p.id)));
    const planned = trees.reduce((n, tree) => n + (tree ? plannedDaysPerWeek(tree) : 0), 0);
    const days = await listTrainedDays(db, userId, complianceFrom(today, weeks));
    const joined = await findUserCreatedAt(db, userId);
    const joinedOn = joined ? studioTime(joined, config.studioTz).date : undefined;
    return { clerk_user_id: userId, semanas: weeklyCompliance(today, weeks, planned, days, joinedOn) };
  });

  route(app, 'GET /api/entrenamientos/socios/:clerkUserId/records', async (request) =>
    allRecords(await listDoneSets(db, await member(request.params.clerkUserId))),
  );
};
