import { sql, type Kysely } from 'kysely';
import { PLAN_EVENT_TYPES, type PlanEvent } from '../../events/catalog/plans.events';
import type { RecordedEvent } from '../../events/framework/event';
import { initialPlanState, type PlanState } from '../../domain/plans/plan-tree';
import { evolvePlan } from '../../domain/plans/plan.evolve';
import { renderPlanDocument } from '../../domain/plans/planificacion.view';
import type { Database } from '../../db/schema';
import type { Projector } from '../runner/projection';
import { nodeChanges } from './plan-nodes';

type Trx = Kysely<Database>;

async function saveNodes(trx: Trx, planId: number, before: PlanState, event: PlanEvent) {
  const { added, removed } = nodeChanges(before, event);
  if (removed.length > 0) await sql`DELETE FROM plan_nodes WHERE id = ANY(${removed}::integer[])`.execute(trx);
  if (added.length === 0) return;
  // One statement whatever the size (a duplicated week can hold a thousand nodes).
  await sql`
    INSERT INTO plan_nodes (id, kind, plan_id)
    SELECT id, kind, ${planId}::integer FROM unnest(${added.map((n) => n.id)}::integer[], ${added.map((n) => n.kind)}::text[]) AS t(id, kind)
    ON CONFLICT (id) DO NOTHING`.execute(trx);
}

async function saveMembers(trx: Trx, event: PlanEvent, at: Date) {
  if (event.type === 'PlanAssignedToMember') {
    await trx.insertInto('plan_members').values({ plan_id: event.data.planId, user_id: event.data.userId, assigned_at: at }).onConflict((oc) => oc.doNothing()).execute();
  } else if (event.type === 'PlanUnassignedFromMember') {
    await trx.deleteFrom('plan_members').where('plan_id', '=', event.data.planId).where('user_id', '=', event.data.userId).execute();
  }
}

async function removePlan(trx: Trx, planId: number) {
  await trx.deleteFrom('plan_views').where('id', '=', planId).execute();
  await trx.deleteFrom('plan_nodes').where('plan_id', '=', planId).execute();
  await trx.deleteFrom('plan_members').where('plan_id', '=', planId).execute();
}

/**
 * plan_views (the whole tree per plan, folded with the decider's own evolve, and its rendered document), plan_nodes
 * and plan_members.
 * Idempotent: a row remembers the stream version it reflects and skips anything at or below it.
 */
export const plansProjector: Projector = {
  name: 'plans@v1',
  tables: ['plan_views', 'plan_nodes', 'plan_members'],
  handles: PLAN_EVENT_TYPES,
  async apply(trx, recorded) {
    const event = recorded as unknown as RecordedEvent & PlanEvent;
    const planId = event.data.planId;
    if (event.type === 'PlanDeleted') return removePlan(trx, planId);
    const row = await trx.selectFrom('plan_views').select(['tree', 'version']).where('id', '=', planId).forUpdate().executeTakeFirst();
    const creates = event.type === 'PlanCreated' || event.type === 'PlanDuplicated';
    if (!row && !creates) return; // a deleted plan: nothing left to show
    if (row && row.version >= recorded.streamPosition) return; // already applied
    const before = row?.tree ?? initialPlanState();
    const after = evolvePlan(before, event);
    const version = recorded.streamPosition;
    const values = {
      nombre: after.name,
      visible: after.visible,
      tree: sql<PlanState>`${JSON.stringify(after)}::jsonb`,
      version,
      // Rendered once here, so reads send stored text instead of rebuilding the document per request.
      document: renderPlanDocument(after, version),
      updated_at: recorded.recordedAt,
    };
    await trx
      .insertInto('plan_views')
      .values({ id: planId, ...values })
      .onConflict((oc) => oc.column('id').doUpdateSet(values))
      .execute();
    await saveNodes(trx, planId, before, event);
    await saveMembers(trx, event, recorded.recordedAt);
  },
};
