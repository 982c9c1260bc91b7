import { prescriptionFromBody } from './set-prescription-rules';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { findExercise } from '../../domain/plans/plan-tree';
import { orUndefined, planEditor, refId } from './plan-edit';
import { parseSetCount } from './plan-rules';
import { route } from '../platform/http/contract-route';

/** docs/product.md §7 Plans, exercises and sets of the plan editor (admins and coaches). Each answers the updated plan. */
export const planExerciseRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const edit = planEditor(app);

  // Creates the exercise and its sets (1..series, '0' reps, 0 kg) in one command: no addSerie calls after it.
  route(app, 'POST /api/planificaciones/addEjercicio', async (request) => {
    const { nombre, series, video, notas, repeticiones, peso } = request.body;
    const blockId = orUndefined(request.body.bloque_id);
    return edit(request, 'AddExercise', { kind: 'block', id: blockId }, async (_s, t) => {
      const ids = await t.ids(1 + parseSetCount(series));
      return { command: { type: 'AddExercise', planId: t.planId, blockId: blockId!, ids, name: nombre, setCount: series, video, notes: notas, reps: repeticiones, weight: peso }, id: ids[0]! };
    });
  });

  route(app, 'POST /api/planificaciones/duplicateEjercicio', async (request) => {
    const exerciseId = orUndefined(request.body.id) ?? refId(request.body.ejercicio);
    return edit(request, 'DuplicateExercise', { kind: 'exercise', id: exerciseId }, async (state, t) => {
      const source = findExercise(state, exerciseId!);
      const ids = await t.ids(source ? 1 + source.exercise.sets.length : 0);
      return { command: { type: 'DuplicateExercise', planId: t.planId, exerciseId: exerciseId!, ids }, id: ids[0] ?? exerciseId! };
    });
  });

  route(app, 'DELETE /api/planificaciones/deleteEjercicio', async (request) => {
    const exerciseId = orUndefined(request.body.id);
    return edit(request, 'DeleteExercise', { kind: 'exercise', id: exerciseId }, (_s, t) => ({ command: { type: 'DeleteExercise', planId: t.planId, exerciseId: exerciseId! }, id: exerciseId! }));
  });

  route(app, 'PUT /api/planificaciones/updateEjercicioTitle', async (request) => {
    const exerciseId = orUndefined(request.body.id);
    return edit(request, 'RenameExercise', { kind: 'exercise', id: exerciseId }, (_s, t) => ({
      command: { type: 'RenameExercise', planId: t.planId, exerciseId: exerciseId!, name: request.body.nombre },
      id: exerciseId!,
    }));
  });

  route(app, 'PUT /api/planificaciones/updateEjercicioVideo', async (request) => {
    const exerciseId = orUndefined(request.body.id);
    return edit(request, 'AssignExerciseVideo', { kind: 'exercise', id: exerciseId }, (_s, t) => ({
      command: { type: 'AssignExerciseVideo', planId: t.planId, exerciseId: exerciseId!, video: request.body.video },
      id: exerciseId!,
    }));
  });

  route(app, 'POST /api/planificaciones/addSerie', async (request) => {
    const { numero, repeticiones, peso } = request.body;
    const prescription = prescriptionFromBody(request.body);
    const exerciseId = orUndefined(request.body.ejercicio_id);
    return edit(request, 'AddSet', { kind: 'exercise', id: exerciseId }, async (_s, t) => {
      const [setId] = await t.ids(1);
      return { command: { type: 'AddSet', planId: t.planId, exerciseId: exerciseId!, setId: setId!, number: numero, reps: repeticiones, weight: peso, ...prescription }, id: setId! };
    });
  });

  route(app, 'POST /api/planificaciones/duplicateSerie', async (request) => {
    const setId = orUndefined(request.body.id) ?? refId(request.body.serie);
    return edit(request, 'DuplicateSet', { kind: 'set', id: setId }, async (_s, t) => {
      const [newSetId] = await t.ids(1);
      return { command: { type: 'DuplicateSet', planId: t.planId, setId: setId!, newSetId: newSetId! }, id: newSetId! };
    });
  });

  route(app, 'DELETE /api/planificaciones/deleteSerie', async (request) => {
    const setId = orUndefined(request.body.id) ?? refId(request.body.serie);
    return edit(request, 'DeleteSet', { kind: 'set', id: setId }, (_s, t) => ({ command: { type: 'DeleteSet', planId: t.planId, setId: setId! }, id: setId! }));
  });

  route(app, 'PUT /api/planificaciones/updateSerie', async (request) => {
    const { numero, repeticiones, peso } = request.body;
    const prescription = prescriptionFromBody(request.body);
    const setId = orUndefined(request.body.id);
    return edit(request, 'EditSet', { kind: 'set', id: setId }, (_s, t) => ({
      command: { type: 'EditSet', planId: t.planId, setId: setId!, number: numero, reps: repeticiones, weight: peso, ...prescription },
      id: setId!,
    }));
  });
};
