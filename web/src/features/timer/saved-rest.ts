import { readMemberItem, writeMemberItem } from '../../lib/member-storage';
import type { SavedRest } from './machines/rest-timer.machine';

const KEY = 'rest-timer';

/** The member's rest as they left it (a reload); never another member's, who used this phone before them. */
export function loadSavedRest(memberId: string): SavedRest | null {
  const saved = readMemberItem(KEY, memberId) as Partial<SavedRest> | null;
  if (!saved || (saved.state !== 'running' && saved.state !== 'paused')) return null;
  if (typeof saved.remainingMs !== 'number' || typeof saved.totalSeconds !== 'number') return null;
  return { state: saved.state, endsAt: typeof saved.endsAt === 'number' ? saved.endsAt : null, remainingMs: saved.remainingMs, totalSeconds: saved.totalSeconds };
}

/** Kept under the member's id, and gone with their session (clearMemberDevice). */
export function saveRest(memberId: string, saved: SavedRest | null): void {
  writeMemberItem(KEY, memberId, saved);
}
