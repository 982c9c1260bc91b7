import { createHash } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { fail } from '../../events/framework/errors';
import { isoWeekdayOf } from '../../domain/booking/agenda-horizon';
import { studioTime } from '../../domain/time/studio-time';
import { listClassRoster } from '../../projections/attendance/class-console.queries';
import { findScheduleSlot } from '../../projections/catalog/schedule-slots.queries';
import { findPlanView } from '../../projections/plans/plans.queries';
import { findDaySession } from '../../projections/workouts/class-boards.queries';
import type { Db } from '../../db/database';
import { commandContext, route } from '../platform/http/contract-route';
import { chooseClassBoardDay } from './class-board.commands';
import { boardDay, classBoardView, type BoardClass } from './class-board.view';
import { daySnapshot } from './day-snapshot';
import { logWorkoutSet, startWorkoutSession } from './workouts.commands';

/** The class a slot gives on a day: a weekly slot on its weekday, a one-off on its date. */
async function classOn(db: Db, slotId: number, date: string): Promise<BoardClass> {
  const slot = await findScheduleSlot(db, slotId, { includeRemoved: true });
  if (!slot || (slot.fecha ? slot.fecha !== date : slot.weekday !== isoWeekdayOf(date))) throw fail('SLOT_NOT_FOUND');
  return { id: slot.id, hora: slot.hora, disciplina: slot.disciplina };
}

/**
 * The session the coach's entries for a member go to when she has none of that day yet: one id per class, day and
 * member, so two taps at once on two tablets start one session, not two.
 */
function boardSessionId(slotId: number, date: string, userId: string): string {
  const h = createHash('sha256').update(`class-board:${slotId}:${date}:${userId}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-8${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/**
 * The pizarra (docs/features/class-board.md): staff show a class's plan day on a screen, with each checked-in
 * member's own targets and sets, and enter the sets members call out; a member's own logging reaches it live.
 */
export const classBoardRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, clock, config } = app.deps;
  const today = () => studioTime(clock.now(), config.studioTz).date;

  route(app, 'GET /api/entrenamientos/pizarra', async (request) => {
    const { horario_id, fecha } = request.query;
    return classBoardView(db, await classOn(db, Number(horario_id), fecha), fecha);
  });

  route(app, 'PUT /api/entrenamientos/pizarra/dia', async (request) => {
    const { horario_id, fecha, planificacionId, diaId } = request.body;
    const slot = await classOn(db, horario_id, fecha);
    const view = await findPlanView(db, planificacionId);
    if (!view) throw fail('PLAN_NOT_FOUND');
    if (!daySnapshot(view.tree, diaId)) throw fail('DAY_NOT_FOUND');
    await chooseClassBoardDay(db, commandContext(request, app.deps), { slotId: horario_id, date: fecha, planId: planificacionId, dayId: diaId });
    return classBoardView(db, slot, fecha);
  });

  route(app, 'POST /api/entrenamientos/pizarra/registrarSerie', async (request) => {
    const b = request.body;
    await classOn(db, b.horario_id, b.fecha);
    // Results are entered while the class runs: a set goes to today's session, which a past class's is not.
    if (b.fecha !== today()) throw fail('BOARD_NOT_TODAY');
    const chosen = await boardDay(db, b.horario_id, b.fecha);
    if (!chosen) throw fail('BOARD_DAY_NOT_CHOSEN');
    const present = (await listClassRoster(db, b.horario_id, b.fecha)).some((r) => r.clerk_user_id === b.clerkUserId && r.asistencia === 'presente');
    if (!present) throw fail('BOARD_MEMBER_NOT_PRESENT');
    const ctx = commandContext(request, app.deps);
    let sessionId = await findDaySession(db, b.clerkUserId, chosen.planId, chosen.dayId, b.fecha);
    if (!sessionId) {
      sessionId = boardSessionId(b.horario_id, b.fecha, b.clerkUserId);
      const keyed = { ...ctx, idempotencyKey: ctx.idempotencyKey && `${ctx.idempotencyKey}:start` };
      await startWorkoutSession(db, keyed, { sessionId, userId: b.clerkUserId, planId: chosen.planId, date: b.fecha, ...chosen.day });
    }
    return logWorkoutSet(db, ctx, { sessionId, userId: b.clerkUserId, setId: b.serieId, reps: b.repeticiones, weight: b.peso, seconds: null, done: true, rpe: b.rpe ?? null, rir: b.rir ?? null });
  });
};
