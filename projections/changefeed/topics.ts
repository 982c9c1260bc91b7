import type { Kysely } from 'kysely';
import { ADMIN_TOPIC_PREFIX, PLAN_TOPIC_PREFIX, STAFF_TOPIC_PREFIX, USER_TOPIC_PREFIX, userTopic, type Topic } from '../../contract/realtime-topics';
import type { RecordedEvent } from '../../events/framework/event';

/**
 * Which realtime topics an event touches. Topic names are the contract's (contract/realtime-topics.ts: shared
 * topics every signed-in user may see, `user:<userId>` for one member, `plan:<planId>`, `admin:<view>`); the web
 * client hands each to the handlers of its family (web/src/lib/realtime.ts).
 *
 * Each feature lists its routes as plain data (`projections/<feature>/<feature>.topics.ts`, exported through its
 * feature module); services/features.ts composes them and hands them to the sequencer. Nothing registers itself.
 */
export interface TopicRoute {
  /** The event types this route maps. */
  events: readonly string[];
  /** Typed by the contract: a name the web app does not know does not compile. */
  topics: (event: RecordedEvent) => Topic[];
  /**
   * Small facts per topic that let a client patch its view without refetching (e.g. places left), read from the
   * read tables inside the sequencing transaction. Called once per batch holding any of `events`. A fact for a
   * topic `topics` did not name adds that topic to the notice: who must hear of an event may only be known from
   * the read tables (the members who hold an edited plan).
   */
  data?: TopicData;
}

export type TopicData = (trx: Kysely<any>, events: readonly RecordedEvent[]) => Promise<Record<string, unknown>>;

/** Topic routes indexed by event type: what the change feed asks per sequenced batch. */
export interface TopicIndex {
  topicsFor(events: readonly RecordedEvent[]): string[];
  /** The facts providers of the routes these events touch (each once). */
  dataFor(events: readonly RecordedEvent[]): TopicData[];
}

export function topicIndex(routes: readonly TopicRoute[]): TopicIndex {
  const byType = new Map<string, TopicRoute[]>();
  for (const route of routes) for (const type of route.events) byType.set(type, [...(byType.get(type) ?? []), route]);
  return {
    topicsFor(events) {
      const topics = new Set<string>();
      for (const event of events) {
        for (const route of byType.get(event.type) ?? []) for (const topic of route.topics(event)) topics.add(topic);
      }
      return [...topics];
    },
    dataFor(events) {
      const providers = new Set<TopicData>();
      for (const event of events) for (const route of byType.get(event.type) ?? []) if (route.data) providers.add(route.data);
      return [...providers];
    },
  };
}

/**
 * May a socket of this user receive this topic? `plan:<id>` and `staff:<view>` are for staff: a member hears of their own plans on
 * their `user:<id>` topic, and never learns the ids of plans that are not theirs.
 */
export function topicVisibleTo(topic: string, viewer: { userId: string; role: string }): boolean {
  if (viewer.role === 'admin') return true;
  if (topic.startsWith(ADMIN_TOPIC_PREFIX)) return false;
  if (topic.startsWith(USER_TOPIC_PREFIX)) return topic === userTopic(viewer.userId);
  if (topic.startsWith(PLAN_TOPIC_PREFIX) || topic.startsWith(STAFF_TOPIC_PREFIX)) return viewer.role === 'coach';
  return true;
}
