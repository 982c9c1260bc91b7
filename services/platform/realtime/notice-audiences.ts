import { USER_TOPIC_PREFIX } from '../../../contract/realtime-topics';
import type { ChangeNotice } from '../../../projections/changefeed/changefeed';
import { changedMessageFor, type RealtimeMessage } from './realtime.messages';

/**
 * One notice cut for each audience that sees a different part of it. What a viewer may see depends only on
 * whether they are an admin and, for a member, on which `user:<id>` topic is their own (`topicVisibleTo`),
 * so three kinds of message cover every socket:
 * - `admins`: the whole notice;
 * - `members`: the shared topics, for every member whose own topic is not in the notice;
 * - `ownTopic`: per member whose `user:<id>` topic is in the notice, the shared topics plus that one.
 * An audience that may see none of the notice has no message (undefined / no entry).
 */
export interface AudienceMessages {
  admins?: RealtimeMessage;
  members?: RealtimeMessage;
  ownTopic: Map<string, RealtimeMessage>;
}

export function audienceMessages(notice: ChangeNotice): AudienceMessages {
  const userIds = notice.topics.filter((t) => t.startsWith(USER_TOPIC_PREFIX)).map((t) => t.slice(USER_TOPIC_PREFIX.length));
  // The same visibility rule as for one viewer, asked once per audience instead of once per socket.
  const shared = { ...notice, topics: notice.topics.filter((t) => !t.startsWith(USER_TOPIC_PREFIX)) };
  const ownTopic = new Map<string, RealtimeMessage>();
  for (const userId of userIds) {
    const message = changedMessageFor(notice, { userId, role: 'member' });
    if (message) ownTopic.set(userId, message);
  }
  return {
    admins: changedMessageFor(notice, { userId: '', role: 'admin' }),
    members: changedMessageFor(shared, { userId: '', role: 'member' }),
    ownTopic,
  };
}

/**
 * Several notices as one: every topic once (in first-seen order), the highest position (clients skip
 * anything at or below what they applied, so the merged notice must not look older than its newest part),
 * and the facts per topic merged in arrival order: lists are joined (a client applies them in order, so
 * the newest fact for the same key wins), anything else is replaced by the newer value.
 */
export function mergeNotices(notices: readonly ChangeNotice[]): ChangeNotice | undefined {
  if (notices.length <= 1) return notices[0];
  const topics = new Set<string>();
  let position = -Infinity;
  let data: Record<string, unknown> | undefined;
  for (const notice of notices) {
    for (const topic of notice.topics) topics.add(topic);
    position = Math.max(position, notice.position);
    if (!notice.data) continue;
    data ??= {};
    for (const [topic, value] of Object.entries(notice.data)) {
      const before = data[topic];
      data[topic] = Array.isArray(before) && Array.isArray(value) ? [...before, ...value] : value;
    }
  }
  return data ? { topics: [...topics], position, data } : { topics: [...topics], position };
}
