import type { FastifyInstance, FastifyRequest } from 'fastify';
import { findPlanTree } from '../../projections/plans/plans.queries';
import { commandContext } from '../platform/deps';
import { runPlanCommand, type PlanTarget, type PlanTools } from './plan.commands';
import type { PlanCommand } from './plan.commands.types';
import { planErrors } from './plan-rules';
import type { PlanState } from './plan-tree';
import { toPlanificacion } from './planificacion.view';
import type { RefValue } from './plans.schemas';

/** The id inside one of SPEC.md's object arguments ({semana}, {dia}, {bloque}) or a bare id. */
export function refId(ref: RefValue, field: 'id' | 'planificacion_id' | 'semana_id' | 'dia_id' | 'ejercicio_id' = 'id'): number | undefined {
  if (typeof ref === 'number') return ref;
  return ref?.[field] ?? undefined;
}

export const orUndefined = <T>(value: T | null | undefined): T | undefined => value ?? undefined;

type Build = (state: PlanState, tools: PlanTools) => Promise<{ command: PlanCommand; id: number }> | { command: PlanCommand; id: number };

/** Route glue for editor commands: run the command, answer with the plan as it is now. */
export function planEditor(app: FastifyInstance) {
  const { db } = app.deps;
  return async function edit(request: FastifyRequest, type: PlanCommand['type'], target: PlanTarget, build: Build) {
    const outcome = await runPlanCommand(db, commandContext(request, app.deps), type, target, async (state, tools) => build(state, tools));
    const tree = await findPlanTree(db, outcome.planId);
    if (!tree) throw planErrors.plan();
    return { ok: true, position: outcome.position, id: outcome.id, planificacion: toPlanificacion(tree) };
  };
}
