import type { Kysely } from 'kysely';
import type { RecordedEvent } from '../../events/framework/event';
import { PLAN_CONTENT_EVENT_TYPES, PLAN_EVENT_TYPES, type PlanEvent } from '../../events/catalog/plans.events';
import { planTopic, userTopic, type Topic, type UserFacts } from '../../contract/realtime-topics';
import type { TopicRoute } from '../changefeed/topics';
import { listPlanHolders } from './plans.queries';

/**
 * `plans`: the plan list (names, visibility, counts); `plan:<id>`: one plan's content (staff's open editors refetch
 * it); `user:<id>`: a member whose assigned plans changed, or who holds a plan whose content changed (its id in the
 * facts, so only its holders learn of it).
 */
export const plansTopics: readonly TopicRoute[] = [{ events: PLAN_EVENT_TYPES, topics: planTopics, data: holdersOfEditedPlans }];

function planTopics(recorded: RecordedEvent): Topic[] {
  const event = recorded as unknown as PlanEvent;
  const planId = event.data.planId;
  switch (event.type) {
    case 'PlanCreated':
    case 'PlanDuplicated':
    case 'PlanRenamed':
    case 'PlanVisibilityChanged':
      return ['plans', planTopic(planId)];
    case 'PlanDeleted':
      return ['plans', planTopic(planId), ...event.data.memberIds.map((id) => userTopic(id))];
    case 'PlanAssignedToMember':
    case 'PlanUnassignedFromMember':
      return ['plans', userTopic(event.data.userId)];
    default:
      return [planTopic(planId)];
  }
}

// A new plan (or a copy: a separate plan) has no holders yet; a deleted one names its members itself; assignments
// (not content events) change who holds a plan, not what it says.
const EDITS: ReadonlySet<string> = new Set(PLAN_CONTENT_EVENT_TYPES.filter((t) => t !== 'PlanCreated' && t !== 'PlanDuplicated' && t !== 'PlanDeleted'));

/**
 * The members who hold a plan edited in this batch: one lookup per batch, one fact per holder listing each plan once,
 * however many sets the coach changed.
 */
async function holdersOfEditedPlans(trx: Kysely<any>, events: readonly RecordedEvent[]): Promise<Record<string, UserFacts>> {
  const edited = [...new Set(events.filter((e) => EDITS.has(e.type)).map((e) => Number(e.data.planId)))];
  const holders = await listPlanHolders(trx, edited);
  return Object.fromEntries(holders.map((h) => [userTopic(h.user_id), { plans: h.plan_ids }]));
}
