import { prescriptionFromBody } from './set-prescription-rules';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { findBlock, findDay, findExercise, nodesOf } from '../../domain/plans/plan-tree';
import { toPlanificacion } from '../../domain/plans/planificacion.view';
import { findPlanView } from '../../projections/plans/plans.queries';
import { copyPlanToGroupMembers } from './group-copy.commands';
import { duplicatePlan } from './plan.commands';
import { orUndefined, planEditor } from './plan-edit';
import { planErrors } from './plan-rules';
import { route, commandContext } from '../platform/http/contract-route';

/**
 * The plan builder's commands beyond docs/product.md §7 (so a plan is built in minutes): an exercise's notes and own rest, copying
 * a day into a week or a block into a day, duplicating a whole plan, all of an exercise's sets at once (the grid),
 * and a template given to a group's members as their own copies.
 * Each answers what it changed, like the other editor routes.
 */
export const planBuilderRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const edit = planEditor(app);

  route(app, 'PUT /api/planificaciones/updateEjercicioNotas', async (request) => {
    const exerciseId = orUndefined(request.body.id);
    return edit(request, 'ChangeExerciseNotes', { kind: 'exercise', id: exerciseId }, (_s, t) => ({
      command: { type: 'ChangeExerciseNotes', planId: t.planId, exerciseId: exerciseId!, notes: request.body.notas },
      id: exerciseId!,
    }));
  });

  route(app, 'PUT /api/planificaciones/updateEjercicioDescanso', async (request) => {
    const exerciseId = orUndefined(request.body.id);
    return edit(request, 'ChangeExerciseRest', { kind: 'exercise', id: exerciseId }, (_s, t) => ({
      command: { type: 'ChangeExerciseRest', planId: t.planId, exerciseId: exerciseId!, rest: request.body.descanso },
      id: exerciseId!,
    }));
  });

  route(app, 'POST /api/planificaciones/copyDia', async (request) => {
    const dayId = orUndefined(request.body.id);
    const weekId = orUndefined(request.body.semana_id);
    return edit(request, 'CopyDay', { kind: 'day', id: dayId }, async (state, t) => {
      if (weekId === undefined) throw planErrors.idRequired();
      const source = findDay(state, dayId!);
      const ids = await t.ids(source ? nodesOf(source.day, 'day').length : 0);
      return { command: { type: 'CopyDay', planId: t.planId, dayId: dayId!, weekId, ids }, id: ids[0] ?? dayId! };
    });
  });

  route(app, 'POST /api/planificaciones/copyBloque', async (request) => {
    const blockId = orUndefined(request.body.id);
    const dayId = orUndefined(request.body.dia_id);
    return edit(request, 'CopyBlock', { kind: 'block', id: blockId }, async (state, t) => {
      if (dayId === undefined) throw planErrors.idRequired();
      const source = findBlock(state, blockId!);
      const ids = await t.ids(source ? nodesOf(source.block, 'block').length : 0);
      return { command: { type: 'CopyBlock', planId: t.planId, blockId: blockId!, dayId, ids }, id: ids[0] ?? blockId! };
    });
  });

  route(app, 'POST /api/planificaciones/duplicatePlanificacion', async (request, reply) => {
    const created = await duplicatePlan(app.deps.db, commandContext(request, app.deps), { sourceId: request.body.id, name: request.body.nombre });
    const plan = await findPlanView(app.deps.db, created.planId);
    if (!plan) throw planErrors.plan();
    return reply.code(201).send({ ok: true, id: created.planId, version: plan.version, planificacion: toPlanificacion(plan.tree, plan.version) });
  });

  route(app, 'PUT /api/planificaciones/updateSeriesEjercicio', async (request) => {
    const exerciseId = orUndefined(request.body.id);
    const rows = request.body.series.map((r) => ({ id: orUndefined(r.id), reps: r.repeticiones, weight: r.peso, ...prescriptionFromBody(r) }));
    return edit(request, 'ReplaceExerciseSets', { kind: 'exercise', id: exerciseId }, async (state, t) => {
      const known = new Set(findExercise(state, exerciseId!)?.exercise.sets.map((st) => st.id));
      const ids = await t.ids(rows.filter((r) => r.id === undefined || !known.has(r.id)).length);
      return { command: { type: 'ReplaceExerciseSets', planId: t.planId, exerciseId: exerciseId!, sets: rows, ids }, id: exerciseId! };
    });
  });

  route(app, 'POST /api/planificaciones/asignarCopiaAGrupo', async (request, reply) => {
    const { copies, refused } = await copyPlanToGroupMembers(app.deps.db, commandContext(request, app.deps), { planId: request.body.planificacionId, groupId: request.body.grupoId });
    return reply.code(201).send({ ok: true, copias: copies, rechazados: refused });
  });
};
