import type { SavedRest } from './machines/rest-timer.machine';

const KEY = 'pulso-rest-timer';

export function loadSavedRest(): SavedRest | null {
  try {
    const raw = typeof localStorage === 'undefined' ? null : localStorage.getItem(KEY);
    if (!raw) return null;
    const saved = JSON.parse(raw) as Partial<SavedRest>;
    if (saved.state !== 'running' && saved.state !== 'paused') return null;
    if (typeof saved.remainingMs !== 'number' || typeof saved.totalSeconds !== 'number') return null;
    return { state: saved.state, endsAt: typeof saved.endsAt === 'number' ? saved.endsAt : null, remainingMs: saved.remainingMs, totalSeconds: saved.totalSeconds };
  } catch {
    return null;
  }
}

export function saveRest(saved: SavedRest | null): void {
  try {
    if (saved) localStorage.setItem(KEY, JSON.stringify(saved));
    else localStorage.removeItem(KEY);
  } catch {
    // Private mode or full storage: the timer still works, it just won't survive a reload.
  }
}
