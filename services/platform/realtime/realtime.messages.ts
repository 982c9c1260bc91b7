import type { ChangeNotice } from '../../../projections/changefeed/changefeed';
import { topicVisibleTo } from '../../../projections/changefeed/topics';

/**
 * Everything the server sends on /api/ws (JSON text frames). The web client (web/src/lib/realtime.ts)
 * codes against exactly this; clients send nothing.
 * - `changed`: data behind these topics changed; refetch what they cover. `position` grows with commit
 *   order, so a notice at or below one already applied is stale. One message may cover several commits
 *   (notices arriving within a few ms are merged): it then carries the newest position, and `data` lists
 *   are joined oldest first. The topic `'*'` means anything may have changed.
 *   `data`, when present, holds small facts keyed by topic (only topics this viewer may see), e.g.
 *   `data.agenda = [{ horario_id, fecha, cupo_disponible }]` after a booking or a cancellation.
 * - `resync`: notices may have been lost (the server's LISTEN connection dropped); refetch everything.
 */
export type RealtimeMessage =
  | { type: 'changed'; topics: string[]; position: number; data?: Record<string, unknown> }
  | { type: 'resync' };

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
