import { USER_TOPIC_PREFIX } from '../../../contract/realtime-topics';
import type { ChangeNotice } from '../../../projections/changefeed/changefeed';
import { changedMessageFor, type RealtimeMessage } from './realtime.messages';

/**
 * One notice cut for each audience that sees a different part of it. What a viewer may see depends only on
 * their role (admin, coach, member) and, below admin, on which `user:<id>` topic is their own (`topicVisibleTo`),
 * so a few kinds of message cover every socket:
 * - `admins`: the whole notice;
 * - per role below admin (`coach`: staff also see `plan:<id>`; `member`): `shared`, for every socket of that role
 *   whose own topic is not in the notice, and `ownTopic`, per user whose `user:<id>` topic is, the same plus theirs.
 * An audience that may see none of the notice has no message (undefined / no entry).
 */
export interface RoleCut {
  shared?: RealtimeMessage;
  ownTopic: Map<string, RealtimeMessage>;
}

export interface AudienceMessages {
  admins?: RealtimeMessage;
  coaches: RoleCut;
  members: RoleCut;
}

export function audienceMessages(notice: ChangeNotice): AudienceMessages {
  const userIds = notice.topics.filter((t) => t.startsWith(USER_TOPIC_PREFIX)).map((t) => t.slice(USER_TOPIC_PREFIX.length));
  // The same visibility rule as for one viewer, asked once per audience instead of once per socket.
  const shared = { ...notice, topics: notice.topics.filter((t) => !t.startsWith(USER_TOPIC_PREFIX)) };
  const cut = (role: 'coach' | 'member'): RoleCut => {
    const ownTopic = new Map<string, RealtimeMessage>();
    for (const userId of userIds) {
      const message = changedMessageFor(notice, { userId, role });
      if (message) ownTopic.set(userId, message);
    }
    return { shared: changedMessageFor(shared, { userId: '', role }), ownTopic };
  };
  return { admins: changedMessageFor(notice, { userId: '', role: 'admin' }), coaches: cut('coach'), members: cut('member') };
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function mergeFact(before: unknown, value: unknown): unknown {
  if (Array.isArray(before) && Array.isArray(value)) return [...before, ...value];
  if (!isRecord(before) || !isRecord(value)) return value;
  const merged = { ...before };
  for (const [key, field] of Object.entries(value)) merged[key] = Array.isArray(merged[key]) && Array.isArray(field) ? [...(merged[key] as unknown[]), ...field] : field;
  return merged;
}

/**
 * Several notices as one: every topic once (in first-seen order), the highest position (clients skip
 * anything at or below what they applied, so the merged notice must not look older than its newest part),
 * and the facts per topic merged in arrival order: lists are joined (a client applies them in order, so
 * the newest fact for the same key wins), objects field by field the same way (a member's `user:<id>` facts of two
 * batches: both plans edited, both records), anything else is replaced by the newer value.
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
    for (const [topic, value] of Object.entries(notice.data)) data[topic] = mergeFact(data[topic], value);
  }
  return data ? { topics: [...topics], position, data } : { topics: [...topics], position };
}
