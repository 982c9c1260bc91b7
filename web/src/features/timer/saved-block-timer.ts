import { readMemberItem, writeMemberItem } from '../../lib/member-storage';
import type { Segment } from './block-segments';
import type { SavedBlockTimer } from './machines/block-timer.machine';

const KEY = 'block-timer';

/** A block timer as it was launched: which block of which session, its words and its segments. */
export type BlockTimerRun = { sessionId: string; blockId: number; title: string; label: string; segments: Segment[] };
export type SavedBlockRun = BlockTimerRun & { timer: SavedBlockTimer | null };

const isSegment = (s: Partial<Segment> | null) =>
  !!s && typeof s.round === 'number' && typeof s.rounds === 'number' && (s.phase === 'work' || s.phase === 'rest') && (s.seconds === null || typeof s.seconds === 'number');

/** The member's block timer as she left it (a reload, a phone that dropped the tab); never another member's. */
export function loadBlockTimer(memberId: string): SavedBlockRun | null {
  const saved = readMemberItem(KEY, memberId) as Partial<SavedBlockRun> | null;
  if (!saved || typeof saved.sessionId !== 'string' || typeof saved.blockId !== 'number' || !Array.isArray(saved.segments)) return null;
  if (!saved.segments.every(isSegment) || !saved.timer || (saved.timer.state !== 'running' && saved.timer.state !== 'paused')) return null;
  const { index, startedAt, elapsedMs } = saved.timer;
  if (![index, startedAt, elapsedMs].every((n) => typeof n === 'number')) return null;
  return { sessionId: saved.sessionId, blockId: saved.blockId, title: String(saved.title ?? ''), label: String(saved.label ?? ''), segments: saved.segments, timer: saved.timer };
}

/** Kept under the member's id (gone with her session, clearMemberDevice); null once it is over. */
export function saveBlockTimer(memberId: string, saved: SavedBlockRun | null): void {
  writeMemberItem(KEY, memberId, saved);
}
