import type { RecordedEvent } from '../../events/framework/event';
import { PLAN_EVENT_TYPES, type PlanEvent } from '../../events/catalog/plans.events';
import { planTopic, userTopic, type Topic } from '../../contract/realtime-topics';
import type { TopicRoute } from '../changefeed/topics';

/**
 * `plans`: the plan list (names, visibility, counts); `plan:<id>`: one plan's content (open editors and
 * viewers refetch it); `user:<id>`: a member whose assigned plans changed.
 */
export const plansTopics: readonly TopicRoute[] = [{ events: PLAN_EVENT_TYPES, topics: planTopics }];

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
