import { sql } from 'kysely';
import { planStream } from '../../events/catalog/plans.events';
import { fold } from '../../events/framework/decider';
import { fail } from '../../events/framework/errors';
import { readStream } from '../../events/store/read';
import { findPlanOfNode } from '../../projections/plans/plans.queries';
import { findUser, isMemberDeleted } from '../../projections/membership/users.queries';
import { runCommand } from '../platform/commands/run-command';
import type { CommandContext } from '../platform/commands/command';
import type { Db } from '../../db/database';
import type { PlanCommand } from './plan.commands.types';
import { planDecider } from './plan.decider';
import { planErrors } from './plan-rules';
import { countNodes, type NodeKind, type PlanState } from '../../domain/plans/plan-tree';

/** Fresh ids from a sequence, in one statement however many (a duplicated week needs hundreds). */
export async function nextIds(trx: Db, sequence: 'plan_id_seq' | 'plan_node_id_seq' | 'group_id_seq', count: number): Promise<number[]> {
  if (count <= 0) return [];
  const { rows } = await sql<{ id: number }>`SELECT nextval(${sequence}::regclass)::integer AS id FROM generate_series(1, ${count})`.execute(trx);
  return rows.map((r) => r.id);
}

/** The plan a command acts on: named directly, or through one of its nodes (ids are unique across plans). */
export type PlanTarget = { planId: number | undefined } | { kind: NodeKind; id: number | undefined };

const missingNode: Record<NodeKind, () => Error> = {
  week: planErrors.week,
  day: planErrors.day,
  block: planErrors.block,
  exercise: planErrors.exercise,
  set: planErrors.set,
};

async function resolvePlan(trx: Db, target: PlanTarget): Promise<number> {
  if ('planId' in target) {
    if (target.planId === undefined) throw planErrors.idRequired();
    return target.planId;
  }
  if (target.id === undefined) throw planErrors.idRequired();
  const planId = await findPlanOfNode(trx, target.kind, target.id);
  if (planId === undefined) throw missingNode[target.kind]();
  return planId;
}

export interface PlanTools {
  planId: number;
  /** Allocates fresh node ids. */
  ids(count: number): Promise<number[]>;
  /** Whether a member's account was deleted, read in the command's transaction (a deleted account gets no plan). */
  memberDeleted(userId: string): Promise<boolean>;
}

export interface PlanOutcome {
  planId: number;
  /** The node created (or the one acted on). */
  id: number;
  /** The plan stream's version after the command, and the one it was decided on (null when not known). */
  version: number | null;
  baseVersion: number | null;
  /** The plan right after this command; absent when the answer is a replay under an idempotency key. */
  after?: PlanState;
}

type StoredResult = { planId: number; id: number; version?: number; baseVersion?: number };

/**
 * Runs one command on a plan stream: find the plan, fold its events, let `build` turn the request into a
 * command (allocating the ids it needs), decide, append. `build` returns the command and the id to answer.
 */
export async function runPlanCommand(
  db: Db,
  ctx: CommandContext,
  commandType: PlanCommand['type'],
  target: PlanTarget,
  build: (state: PlanState, tools: PlanTools) => Promise<{ command: PlanCommand; id: number }>,
): Promise<PlanOutcome> {
  // The folded plan stays out of the result: the result is what an idempotent retry replays, stored as JSON.
  let after: PlanState | undefined;
  const { result, replayed } = await runCommand<StoredResult>(db, {
    type: commandType,
    decide: async (trx) => {
      const planId = await resolvePlan(trx, target);
      const stream = planStream(planId);
      const { version, events } = await readStream(trx, stream.streamId);
      const state = fold(planDecider, events as never);
      const { command, id } = await build(state, { planId, ids: (n) => nextIds(trx, 'plan_node_id_seq', n), memberDeleted: (userId) => isMemberDeleted(trx, userId) });
      const newEvents = planDecider.decide(command, state);
      after = newEvents.reduce(planDecider.evolve, state);
      const appends = [{ ...stream, expectedVersion: version, events: newEvents }];
      return { appends, result: { planId, id, version: version + newEvents.length, baseVersion: version } };
    },
  }, ctx);
  return {
    planId: result.planId,
    id: result.id,
    version: result.version ?? null,
    baseVersion: result.baseVersion ?? null,
    ...(replayed ? {} : { after }),
  };
}

export async function createPlan(db: Db, ctx: CommandContext, name: unknown): Promise<PlanOutcome> {
  const { result } = await runCommand(db, {
    type: 'CreatePlan',
    decide: async (trx) => {
      const [planId] = await nextIds(trx, 'plan_id_seq', 1);
      const events = planDecider.decide({ type: 'CreatePlan', planId: planId!, name }, planDecider.initialState());
      return { appends: [{ ...planStream(planId!), expectedVersion: 0, events }], result: { planId: planId!, id: planId!, version: events.length, baseVersion: 0 } };
    },
  }, ctx);
  return result;
}

/**
 * A new plan (its own stream) copied from plan `sourceId`: every week, day, block, exercise and set with fresh ids,
 * no members. The source is read, not locked: a copy is of the plan as it was when asked.
 */
export async function duplicatePlan(db: Db, ctx: CommandContext, input: { sourceId: number; name: unknown }): Promise<PlanOutcome> {
  const { result } = await runCommand(db, {
    type: 'DuplicatePlan',
    decide: async (trx) => {
      const { events } = await readStream(trx, planStream(input.sourceId).streamId);
      const source = fold(planDecider, events as never);
      if (source.status !== 'active') throw planErrors.plan();
      const [planId] = await nextIds(trx, 'plan_id_seq', 1);
      const ids = await nextIds(trx, 'plan_node_id_seq', countNodes(source));
      const command = { type: 'DuplicatePlan' as const, planId: planId!, name: input.name, source: { id: source.id, name: source.name, weeks: source.weeks }, ids };
      const newEvents = planDecider.decide(command, planDecider.initialState());
      return { appends: [{ ...planStream(planId!), expectedVersion: 0, events: newEvents }], result: { planId: planId!, id: planId!, version: newEvents.length, baseVersion: 0 } };
    },
  }, ctx);
  return result;
}

/** Direct assignment (and its removal): the member must exist, and a deleted account gets no plan. */
export async function setPlanMember(db: Db, ctx: CommandContext, input: { planId: number; userId: string; assigned: boolean }): Promise<PlanOutcome> {
  if (input.assigned && !(await findUser(db, input.userId))) throw fail('USER_NOT_FOUND');
  const { planId, userId } = input;
  return runPlanCommand(db, ctx, input.assigned ? 'AssignPlanToMember' : 'UnassignPlanFromMember', { planId }, async (_state, tools) => ({
    command: input.assigned
      ? { type: 'AssignPlanToMember', planId, userId, memberDeleted: await tools.memberDeleted(userId) }
      : { type: 'UnassignPlanFromMember', planId, userId },
    id: planId,
  }));
}
