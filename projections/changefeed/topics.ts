import type { RecordedEvent } from '../../events/framework/event';

/**
 * Which realtime topics an event touches. Topic names:
 * - `<feature>` (e.g. `catalog`, `agenda`, `plans`, `news`, `videos`): data every signed-in user may see;
 * - `user:<userId>`: one member's private data (only that member and admins receive it);
 * - `admin:<feature>`: admin-only views.
 * The web client maps topic prefixes to TanStack Query keys to invalidate.
 */
type TopicMapper = (event: RecordedEvent) => string[];

const mappers = new Map<string, TopicMapper[]>();

export function registerTopics(eventTypes: readonly string[], mapper: TopicMapper): void {
  for (const type of eventTypes) mappers.set(type, [...(mappers.get(type) ?? []), mapper]);
}

export function topicsFor(events: readonly RecordedEvent[]): string[] {
  const topics = new Set<string>();
  for (const event of events) {
    for (const mapper of mappers.get(event.type) ?? []) for (const topic of mapper(event)) topics.add(topic);
  }
  return [...topics];
}

/** May a socket of this user receive this topic? */
export function topicVisibleTo(topic: string, viewer: { userId: string; role: string }): boolean {
  if (viewer.role === 'admin') return true;
  if (topic.startsWith('admin:')) return false;
  if (topic.startsWith('user:')) return topic === `user:${viewer.userId}`;
  return true;
}
