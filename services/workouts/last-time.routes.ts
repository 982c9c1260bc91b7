import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { UltimaVezDia } from '../../contract/workouts';
import { daysOf } from '../../domain/plans/plan-tree';
import { studioTime } from '../../domain/time/studio-time';
import { exerciseKey } from '../../domain/workouts/exercise-key';
import { findPlanView, hasActivePackage, listAssignedPlanSummaries } from '../../projections/plans/plans.queries';
import { listLastTime } from '../../projections/workouts/workouts.queries';
import { isStaff, requireIdentity } from '../platform/auth/identity';
import { daySnapshot } from './day-snapshot';
import { lastTimeFor } from './workout-views';
import { route } from '../platform/http/contract-route';

/**
 * The last-time prefill of every day the member may train, in one answer: the app asks once on start,
 * the service worker keeps it, and a day first opened with no signal still shows what the member did last time.
 * Same access as opening a plan (active package, assigned directly or by a group, visible); the caller's own sets only.
 */
export const workoutsLastTimeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, config, clock } = app.deps;

  route(app, 'GET /api/entrenamientos/ultimaVezPlanificaciones', async (request) => {
    const { userId, role } = requireIdentity(request);
    // Without a package no day can be started: nothing to prefill (an answer, not a refusal: the app asks on every start).
    if (!isStaff(role) && !(await hasActivePackage(db, userId, studioTime(clock.now(), config.studioTz).date))) return [];
    const plans = await listAssignedPlanSummaries(db, userId, { visibleOnly: true });
    const views = await Promise.all(plans.map(async (p) => ({ planId: p.id, view: await findPlanView(db, p.id) })));
    const days = views.flatMap(({ planId, view }) =>
      view ? [...daysOf(view.tree)].map(({ day }) => ({ planId, dayId: day.id, exercises: daySnapshot(view.tree, day.id)!.exercises })) : [],
    );
    const keys = new Set(days.flatMap((d) => d.exercises.map((e) => exerciseKey(e.name))));
    const rows = await listLastTime(db, userId, [...keys]);
    return days.map((d): UltimaVezDia => ({ planificacion_id: d.planId, dia_id: d.dayId, ejercicios: lastTimeFor(d.exercises, rows) }));
  });
};
