import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { EntrenarHoy } from '../../contract/workouts';
import { daysOf } from '../../domain/plans/plan-tree';
import { studioTime } from '../../domain/time/studio-time';
import { trainToday } from '../../domain/workouts/train-today';
import { findPlanView, hasActivePackage, listAssignedPlanSummaries } from '../../projections/plans/plans.queries';
import { listLastSessionPerPlan } from '../../projections/workouts/workouts.queries';
import { isStaff, requireIdentity } from '../platform/auth/identity';
import { route } from '../platform/http/contract-route';

/**
 * "Entrenar hoy": per plan the member may train, the day she is at (domain/workouts/train-today.ts), so home and the
 * plan list start it in one tap. Same access as opening a plan (active package, assigned directly or by a group,
 * visible); the caller's own sessions only.
 */
export const workoutsTrainTodayRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, config, clock } = app.deps;

  route(app, 'GET /api/entrenamientos/entrenarHoy', async (request) => {
    const { userId, role } = requireIdentity(request);
    const today = studioTime(clock.now(), config.studioTz).date;
    // Without a package no day can be started: nothing to offer (an answer, not a refusal: home asks on every visit).
    if (!isStaff(role) && !(await hasActivePackage(db, userId, today))) return [];
    const plans = await listAssignedPlanSummaries(db, userId, { visibleOnly: true });
    const last = new Map((await listLastSessionPerPlan(db, userId, plans.map((p) => p.id))).map((r) => [r.plan_id, r]));
    const answers = await Promise.all(
      plans.map(async (plan): Promise<EntrenarHoy | undefined> => {
        const view = await findPlanView(db, plan.id);
        if (!view) return undefined;
        const days = [...daysOf(view.tree)];
        const session = last.get(plan.id);
        const pick = trainToday(
          days.map(({ day }) => ({ dayId: day.id, trainable: day.blocks.some((b) => b.exercises.some((e) => e.sets.length > 0)) })),
          session && { sessionId: session.id, dayId: session.day_id, open: session.open, date: session.fecha },
          today,
        );
        const found = pick && days.find(({ day }) => day.id === pick.dayId);
        if (!pick || !found) return undefined;
        return { planificacion_id: plan.id, planificacion: plan.nombre, semana: found.week.name, dia_id: found.day.id, dia: found.day.name, sesion_id: pick.continueSessionId };
      }),
    );
    return answers.filter((a) => a !== undefined);
  });
};
