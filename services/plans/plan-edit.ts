import type { FastifyInstance, FastifyRequest } from 'fastify';
import { findPlanView } from '../../projections/plans/plans.queries';
import { runPlanCommand, type PlanOutcome, type PlanTarget, type PlanTools } from './plan.commands';
import type { Db } from '../../db/database';
import type { PlanCommand } from './plan.commands.types';
import { changeOf } from './plan-change';
import { planErrors } from './plan-rules';
import type { PlanState } from '../../domain/plans/plan-tree';
import type { RefValue } from '../../contract/plans';
import { commandContext } from '../platform/http/contract-route';

/** The id inside one of the object arguments of docs/product.md §7 ({semana}, {dia}, {bloque}) or a bare id. */
export function refId(ref: RefValue, field: 'id' | 'planificacion_id' | 'semana_id' | 'dia_id' | 'ejercicio_id' = 'id'): number | undefined {
  if (typeof ref === 'number') return ref;
  return ref?.[field] ?? undefined;
}

export const orUndefined = <T>(value: T | null | undefined): T | undefined => value ?? undefined;

type Build = (state: PlanState, tools: PlanTools) => Promise<{ command: PlanCommand; id: number }> | { command: PlanCommand; id: number };

/**
 * Route glue for editor commands: run the command, answer with what it changed (the node and its place) and the
 * plan's new version, not the whole tree. A replayed retry reads the plan as it is now; its `baseVersion` is then
 * unknown (null) unless nothing happened since, so the client refetches instead of trusting its own copy.
 */
export function planEditor(app: FastifyInstance) {
  const { db } = app.deps;
  return async function edit(request: FastifyRequest, type: PlanCommand['type'], target: PlanTarget, build: Build) {
    let before: PlanState | undefined;
    const outcome = await runPlanCommand(db, commandContext(request, app.deps), type, target, async (state, tools) => {
      before = state;
      return build(state, tools);
    });
    const { after, version, baseVersion } = await planAfter(db, outcome);
    return { ok: true, id: outcome.id, planId: outcome.planId, version, baseVersion, change: changeOf(after, type, outcome.id, before) };
  };
}

/**
 * The plan right after a command, with its version and the version it was decided on. A replayed retry reads the
 * plan as it is now; its `baseVersion` is then unknown (null) unless nothing happened since.
 */
export async function planAfter(db: Db, outcome: PlanOutcome): Promise<{ after: PlanState; version: number; baseVersion: number | null }> {
  if (outcome.after) return { after: outcome.after, version: outcome.version!, baseVersion: outcome.baseVersion };
  const now = await findPlanView(db, outcome.planId);
  if (!now) throw planErrors.plan();
  return { after: now.tree, version: now.version, baseVersion: now.version === outcome.version ? outcome.baseVersion : null };
}
