import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { findWeek, nodesOf } from '../../domain/plans/plan-tree';
import { formatInputOf } from '../../domain/plans/block-format.view';
import { orUndefined, planEditor, refId } from './plan-edit';
import { route } from '../platform/http/contract-route';

const first = (ids: number[]) => ids[0]!;

/** docs/product.md §7 Plans, weeks, days and blocks of the plan editor (admins and coaches). Each answers the updated plan. */
export const planStructureRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const edit = planEditor(app);

  route(app, 'POST /api/planificaciones/addSemana', async (request) => {
    const planId = refId(request.body.semana, 'planificacion_id') ?? orUndefined(request.body.planificacion_id);
    return edit(request, 'AddWeek', { planId }, async (_s, t) => {
      const weekId = first(await t.ids(1));
      return { command: { type: 'AddWeek', planId: t.planId, weekId }, id: weekId };
    });
  });

  route(app, 'POST /api/planificaciones/updateSemanaNombre', async (request) => {
    const weekId = orUndefined(request.body.id);
    return edit(request, 'RenameWeek', { kind: 'week', id: weekId }, (_s, t) => ({ command: { type: 'RenameWeek', planId: t.planId, weekId, name: request.body.nombre }, id: weekId! }));
  });

  route(app, 'POST /api/planificaciones/duplicateSemana', async (request) => {
    const weekId = refId(request.body.semana);
    return edit(request, 'DuplicateWeek', { kind: 'week', id: weekId }, async (state, t) => {
      const source = findWeek(state, weekId!);
      const ids = await t.ids(source ? nodesOf(source, 'week').length : 0);
      // The progression helper: + kg or + % on the copy's loaded sets.
      const step = request.body.progresion;
      const progression = step ? { kind: step.tipo === 'kg' ? 'kg' : 'percent', amount: step.valor } as const : undefined;
      return { command: { type: 'DuplicateWeek', planId: t.planId, weekId: weekId!, ids, progression }, id: ids[0] ?? weekId! };
    });
  });

  route(app, 'POST /api/planificaciones/deleteSemana', async (request) => {
    const weekId = refId(request.body.semana);
    return edit(request, 'DeleteWeek', { kind: 'week', id: weekId }, (_s, t) => ({ command: { type: 'DeleteWeek', planId: t.planId, weekId: weekId! }, id: weekId! }));
  });

  route(app, 'POST /api/planificaciones/addDia', async (request) => {
    const weekId = refId(request.body.dia, 'semana_id') ?? orUndefined(request.body.semana_id);
    return edit(request, 'AddDay', { kind: 'week', id: weekId }, async (_s, t) => {
      const dayId = first(await t.ids(1));
      return { command: { type: 'AddDay', planId: t.planId, weekId: weekId!, dayId }, id: dayId };
    });
  });

  route(app, 'POST /api/planificaciones/deleteDia', async (request) => {
    const dayId = refId(request.body.dia);
    return edit(request, 'DeleteDay', { kind: 'day', id: dayId }, (_s, t) => ({ command: { type: 'DeleteDay', planId: t.planId, dayId: dayId! }, id: dayId! }));
  });

  route(app, 'POST /api/planificaciones/addBloque', async (request) => {
    const { nombre, descanso } = request.body;
    const dayId = orUndefined(request.body.dia_id);
    return edit(request, 'AddBlock', { kind: 'day', id: dayId }, async (_s, t) => {
      const blockId = first(await t.ids(1));
      return { command: { type: 'AddBlock', planId: t.planId, dayId: dayId!, blockId, name: nombre, rest: descanso }, id: blockId };
    });
  });

  route(app, 'POST /api/planificaciones/deleteBloque', async (request) => {
    const blockId = refId(request.body.bloque) ?? orUndefined(request.body.id);
    return edit(request, 'DeleteBlock', { kind: 'block', id: blockId }, (_s, t) => ({ command: { type: 'DeleteBlock', planId: t.planId, blockId: blockId! }, id: blockId! }));
  });

  route(app, 'PUT /api/planificaciones/updateBloqueDescanso', async (request) => {
    const blockId = orUndefined(request.body.id);
    return edit(request, 'ChangeBlockRest', { kind: 'block', id: blockId }, (_s, t) => ({
      command: { type: 'ChangeBlockRest', planId: t.planId, blockId: blockId!, rest: request.body.descanso },
      id: blockId!,
    }));
  });

  route(app, 'PUT /api/planificaciones/updateBloqueFormato', async (request) => {
    const blockId = orUndefined(request.body.id);
    return edit(request, 'ChangeBlockFormat', { kind: 'block', id: blockId }, (_s, t) => ({
      command: { type: 'ChangeBlockFormat', planId: t.planId, blockId: blockId!, format: formatInputOf(request.body.formato) },
      id: blockId!,
    }));
  });

  route(app, 'PUT /api/planificaciones/updateBloqueTitulo', async (request) => {
    const blockId = orUndefined(request.body.id);
    return edit(request, 'RenameBlock', { kind: 'block', id: blockId }, (_s, t) => ({
      command: { type: 'RenameBlock', planId: t.planId, blockId: blockId!, name: request.body.nombre },
      id: blockId!,
    }));
  });
};
