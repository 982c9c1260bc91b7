import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { problemResponses } from '../../contract/http';
import { findWeek, nodesOf } from '../../domain/plans/plan-tree';
import { orUndefined, planEditor, refId } from './plan-edit';
import {
  AddBloqueBody,
  BloqueDescansoBody,
  BloqueRefBody,
  DiaBody,
  EditResultSchema,
  RenameBody,
  SemanaBody,
} from '../../contract/plans';

// Coaches edit plans too (staff); money, packages and roles stay admin-only.
const staff = { access: 'staff' as const };
const answers = { 200: EditResultSchema, ...problemResponses };
const first = (ids: number[]) => ids[0]!;

/** SPEC.md §7 Plans, weeks, days and blocks of the plan editor (admins and coaches). Each answers the updated plan. */
export const planStructureRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const edit = planEditor(app);
  const post = app.post.bind(app);

  post('/api/planificaciones/addSemana', { config: staff, schema: { body: SemanaBody, response: answers } }, async (request) => {
    const planId = refId(request.body.semana, 'planificacion_id') ?? orUndefined(request.body.planificacion_id);
    return edit(request, 'AddWeek', { planId }, async (_s, t) => {
      const weekId = first(await t.ids(1));
      return { command: { type: 'AddWeek', planId: t.planId, weekId }, id: weekId };
    });
  });

  post('/api/planificaciones/updateSemanaNombre', { config: staff, schema: { body: RenameBody, response: answers } }, async (request) => {
    const weekId = orUndefined(request.body.id);
    return edit(request, 'RenameWeek', { kind: 'week', id: weekId }, (_s, t) => ({ command: { type: 'RenameWeek', planId: t.planId, weekId, name: request.body.nombre }, id: weekId! }));
  });

  post('/api/planificaciones/duplicateSemana', { config: staff, schema: { body: SemanaBody, response: answers } }, async (request) => {
    const weekId = refId(request.body.semana);
    return edit(request, 'DuplicateWeek', { kind: 'week', id: weekId }, async (state, t) => {
      const source = findWeek(state, weekId!);
      const ids = await t.ids(source ? nodesOf(source, 'week').length : 0);
      return { command: { type: 'DuplicateWeek', planId: t.planId, weekId: weekId!, ids }, id: ids[0] ?? weekId! };
    });
  });

  post('/api/planificaciones/deleteSemana', { config: staff, schema: { body: SemanaBody, response: answers } }, async (request) => {
    const weekId = refId(request.body.semana);
    return edit(request, 'DeleteWeek', { kind: 'week', id: weekId }, (_s, t) => ({ command: { type: 'DeleteWeek', planId: t.planId, weekId: weekId! }, id: weekId! }));
  });

  post('/api/planificaciones/addDia', { config: staff, schema: { body: DiaBody, response: answers } }, async (request) => {
    const weekId = refId(request.body.dia, 'semana_id') ?? orUndefined(request.body.semana_id);
    return edit(request, 'AddDay', { kind: 'week', id: weekId }, async (_s, t) => {
      const dayId = first(await t.ids(1));
      return { command: { type: 'AddDay', planId: t.planId, weekId: weekId!, dayId }, id: dayId };
    });
  });

  post('/api/planificaciones/deleteDia', { config: staff, schema: { body: DiaBody, response: answers } }, async (request) => {
    const dayId = refId(request.body.dia);
    return edit(request, 'DeleteDay', { kind: 'day', id: dayId }, (_s, t) => ({ command: { type: 'DeleteDay', planId: t.planId, dayId: dayId! }, id: dayId! }));
  });

  post('/api/planificaciones/addBloque', { config: staff, schema: { body: AddBloqueBody, response: answers } }, async (request) => {
    const { nombre, descanso } = request.body;
    const dayId = orUndefined(request.body.dia_id);
    return edit(request, 'AddBlock', { kind: 'day', id: dayId }, async (_s, t) => {
      const blockId = first(await t.ids(1));
      return { command: { type: 'AddBlock', planId: t.planId, dayId: dayId!, blockId, name: nombre, rest: descanso }, id: blockId };
    });
  });

  post('/api/planificaciones/deleteBloque', { config: staff, schema: { body: BloqueRefBody, response: answers } }, async (request) => {
    const blockId = refId(request.body.bloque) ?? orUndefined(request.body.id);
    return edit(request, 'DeleteBlock', { kind: 'block', id: blockId }, (_s, t) => ({ command: { type: 'DeleteBlock', planId: t.planId, blockId: blockId! }, id: blockId! }));
  });

  app.put('/api/planificaciones/updateBloqueDescanso', { config: staff, schema: { body: BloqueDescansoBody, response: answers } }, async (request) => {
    const blockId = orUndefined(request.body.id);
    return edit(request, 'ChangeBlockRest', { kind: 'block', id: blockId }, (_s, t) => ({
      command: { type: 'ChangeBlockRest', planId: t.planId, blockId: blockId!, rest: request.body.descanso },
      id: blockId!,
    }));
  });

  app.put('/api/planificaciones/updateBloqueTitulo', { config: staff, schema: { body: RenameBody, response: answers } }, async (request) => {
    const blockId = orUndefined(request.body.id);
    return edit(request, 'RenameBlock', { kind: 'block', id: blockId }, (_s, t) => ({
      command: { type: 'RenameBlock', planId: t.planId, blockId: blockId!, name: request.body.nombre },
      id: blockId!,
    }));
  });
};
