import type { RealtimeMessage } from '../../../contract/realtime';
import type { ChangeNotice } from '../../../projections/changefeed/changefeed';
import { topicVisibleTo } from '../../../projections/changefeed/topics';

/**
 * Everything the server sends on /api/ws is a RealtimeMessage of contract/realtime.ts (`changed`, `resync`),
 * the union the web client (web/src/lib/realtime.ts) has one handler per type for; clients send nothing.
 */
export type { RealtimeMessage };

export interface Viewer {
  userId: string;
  role: string;
}

/** The part of a notice this viewer may see, or undefined when none of it is theirs to know. */
export function changedMessageFor(notice: ChangeNotice, viewer: Viewer): RealtimeMessage | undefined {
  const topics = notice.topics.filter((topic) => topicVisibleTo(topic, viewer));
  if (topics.length === 0) return undefined;
  const data = notice.data && Object.fromEntries(Object.entries(notice.data).filter(([topic]) => topics.includes(topic)));
  return data && Object.keys(data).length > 0 ? { type: 'changed', topics, position: notice.position, data } : { type: 'changed', topics, position: notice.position };
}
