import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { fail } from '../../events/framework/errors';
import { studioTime } from '../../domain/time/studio-time';
import { exerciseKey } from '../../domain/workouts/exercise-key';
import { existingUserIds } from '../../projections/groups/groups.queries';
import { findPlanForViewer, findPlanView } from '../../projections/plans/plans.queries';
import { findSessionPlan, findSessionSummary, listDoneSets, listExerciseSets, listLastTime, listMemberSessions, listSessionComments, listSessionSets } from '../../projections/workouts/workouts.queries';
import { isStaff, requireIdentity } from '../platform/auth/identity';
import { daySnapshot } from './day-snapshot';
import { commentWorkoutSession, finishWorkoutSession, logBlockResult, logWorkoutSet, startWorkoutSession } from './workouts.commands';
import { listSessionBlockResults } from '../../projections/workouts/workout-block-results.queries';
import { allRecords, exerciseHistory, lastTimeFor, sessionDetail, sessionSummary } from './workout-views';
import { route, commandContext } from '../platform/http/contract-route';

const DEFAULT_LIMIT = 50;
const MAX_LIMIT = 200;
export const limitOf = (value: string | number | undefined) => Math.min(Number(value ?? DEFAULT_LIMIT), MAX_LIMIT);

/** Member routes: their own sessions, sets, records and history. */
export const workoutsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, config, clock } = app.deps;
  const today = () => studioTime(clock.now(), config.studioTz).date;

  /** The plan day a member may train: the same rules as opening the plan (package, assignment, visibility). */
  const trainableDay = async (request: FastifyRequest, planId: number, dayId: number) => {
    const identity = requireIdentity(request);
    const view = await findPlanView(db, planId);
    // Its current version as "known", so the access check does not read the plan's document again.
    const found = await findPlanForViewer(db, planId, { userId: identity.userId, today: today() }, view ? [view.version] : []);
    if (!isStaff(identity.role)) {
      if (!found.hasPackage) throw fail('NO_PACKAGE');
      if (found.plan && !found.assigned) throw fail('PLAN_NOT_ASSIGNED');
      if (found.plan && !found.plan.visible) throw fail('PLAN_NOT_FOUND');
    }
    if (!view || !found.plan) throw fail('PLAN_NOT_FOUND');
    const day = daySnapshot(view.tree, dayId);
    if (!day) throw fail('DAY_NOT_FOUND');
    return { identity, day };
  };

  route(app, 'POST /api/entrenamientos/iniciarSesion', async (request) => {
    const { planificacionId, diaId, id } = request.body;
    const { identity, day } = await trainableDay(request, planificacionId, diaId);
    const sessionId = (id ?? randomUUID()).toLowerCase();
    return startWorkoutSession(db, commandContext(request, app.deps), { sessionId, userId: identity.userId, planId: planificacionId, date: today(), ...day });
  });

  route(app, 'POST /api/entrenamientos/registrarSerie', async (request) => {
    const b = request.body;
    const { userId } = requireIdentity(request);
    return logWorkoutSet(db, commandContext(request, app.deps), {
      sessionId: b.sesionId.toLowerCase(),
      userId,
      setId: b.serieId,
      reps: b.repeticiones,
      weight: b.peso,
      seconds: b.segundos ?? null,
      done: b.hecha ?? true,
      rpe: b.rpe ?? null,
      rir: b.rir ?? null,
    });
  });

  route(app, 'POST /api/entrenamientos/registrarBloque', async (request) => {
    const { sesionId, bloqueId, vueltas, repeticiones, minutos } = request.body;
    const { userId } = requireIdentity(request);
    return logBlockResult(db, commandContext(request, app.deps), { sessionId: sesionId.toLowerCase(), userId, blockId: bloqueId, rounds: vueltas, reps: repeticiones, minutes: minutos });
  });

  route(app, 'POST /api/entrenamientos/finalizarSesion', async (request) => {
    const { userId } = requireIdentity(request);
    return finishWorkoutSession(db, commandContext(request, app.deps), { sessionId: request.body.id.toLowerCase(), userId, note: request.body.nota ?? null });
  });

  route(app, 'POST /api/entrenamientos/getHistorialEjercicio', async (request) => {
    const identity = requireIdentity(request);
    const { nombre, clerkUserId } = request.body;
    const userId = clerkUserId ?? identity.userId;
    if (userId !== identity.userId) {
      if (!isStaff(identity.role)) throw fail('NOT_YOUR_DATA');
      if (!(await existingUserIds(db, [userId])).has(userId)) throw fail('MEMBER_NOT_FOUND');
    }
    return exerciseHistory(nombre, await listExerciseSets(db, userId, exerciseKey(nombre)));
  });

  route(app, 'GET /api/entrenamientos/sesiones', async (request) => {
    const { userId } = requireIdentity(request);
    return (await listMemberSessions(db, userId, limitOf(request.query.limite))).map(sessionSummary);
  });

  route(app, 'GET /api/entrenamientos/sesiones/:id', async (request) => {
    const identity = requireIdentity(request);
    const id = request.params.id.toLowerCase();
    const [summary, plan] = await Promise.all([findSessionSummary(db, id), findSessionPlan(db, id)]);
    if (!summary || !plan) throw fail('WORKOUT_SESSION_NOT_FOUND');
    if (summary.user_id !== identity.userId && !isStaff(identity.role)) throw fail('NOT_YOUR_WORKOUT');
    const [sets, comments, results] = await Promise.all([listSessionSets(db, id), listSessionComments(db, id), listSessionBlockResults(db, id)]);
    return sessionDetail(summary, plan.exercises, sets, comments, results);
  });

  route(app, 'GET /api/entrenamientos/ultimaVez', async (request) => {
    const { identity, day } = await trainableDay(request, Number(request.query.planificacionId), Number(request.query.diaId));
    const exclude = request.query.excluirSesion?.toLowerCase() ?? null;
    const rows = await listLastTime(db, identity.userId, [...new Set(day.exercises.map((e) => exerciseKey(e.name)))], exclude);
    return lastTimeFor(day.exercises, rows);
  });

  route(app, 'GET /api/entrenamientos/records', async (request) => {
    const { userId } = requireIdentity(request);
    return allRecords(await listDoneSets(db, userId));
  });

  route(app, 'POST /api/entrenamientos/comentarSesion', async (request) => {
    const { userId } = requireIdentity(request);
    return commentWorkoutSession(db, commandContext(request, app.deps), { sessionId: request.body.id.toLowerCase(), commentId: randomUUID(), authorId: userId, text: request.body.texto });
  });
};
