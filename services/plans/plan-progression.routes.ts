import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Static } from 'typebox';
import type { AplicarProgresionBody } from '../../contract/plans';
import type { PlanState } from '../../domain/plans/plan-tree';
import { findPlanTree } from '../../projections/plans/plans.queries';
import { runPlanCommand } from './plan.commands';
import type { ProgressionCommand } from './plan.commands.types';
import { locateNode, type PlanChange } from './plan-change';
import { planAfter } from './plan-edit';
import { planDecider } from './plan.decider';
import { planErrors } from './plan-rules';
import { progressedExerciseIds } from './progression.decide';
import { previewOf } from './progression-preview';
import { route, commandContext } from '../platform/http/contract-route';

type Body = Static<typeof AplicarProgresionBody>;

const commandOf = (body: Body): ProgressionCommand => ({
  type: 'ApplyProgression',
  planId: body.planificacion_id,
  from: body.desde,
  to: body.hasta,
  progression: { kind: body.progresion.tipo === 'kg' ? 'kg' : 'percent', amount: body.progresion.valor },
  exercises: body.ejercicios ?? null,
});

/** The exercises the progression moved, as they are in `after` (a replay whose weeks are gone since: none). */
function changesOf(after: PlanState, body: Body): PlanChange[] {
  try {
    return progressedExerciseIds(after, body.desde, body.hasta, body.ejercicios ?? null).flatMap((id) => locateNode(after, id) ?? []);
  } catch {
    return [];
  }
}

/**
 * "Aplicar progresión" on weeks that already exist (the builder's dialog): a preview that decides without appending,
 * so the coach sees before → after and any refusal before confirming, and the command itself, which answers like
 * the other editor commands (the new version and the nodes it changed, one per exercise), not the whole tree.
 */
export const planProgressionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.deps;

  route(app, 'POST /api/planificaciones/previsualizarProgresion', async (request) => {
    const state = await findPlanTree(db, request.body.planificacion_id);
    if (!state || state.status !== 'active') throw planErrors.plan();
    const [event] = planDecider.decide(commandOf(request.body), state);
    return previewOf(state, event as Extract<typeof event, { type: 'ProgressionApplied' }>);
  });

  route(app, 'POST /api/planificaciones/aplicarProgresion', async (request) => {
    const command = commandOf(request.body);
    const outcome = await runPlanCommand(db, commandContext(request, app.deps), 'ApplyProgression', { planId: command.planId }, async () => ({ command, id: command.planId }));
    const { after, version, baseVersion } = await planAfter(db, outcome);
    const changes = changesOf(after, request.body);
    const series = changes.reduce((n, c) => n + (c.op === 'upsert' && c.kind === 'exercise' ? (c.node as { series: { peso: number }[] }).series.filter((s) => s.peso > 0).length : 0), 0);
    return { ok: true, id: outcome.planId, planId: outcome.planId, version, baseVersion, series, changes };
  });
};
