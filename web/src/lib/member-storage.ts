// What the app keeps in localStorage for one member (a rest timer still counting down), under one prefix, each value
// with its member's id. Studios share phones and tablets at the front desk: whatever a member leaves must go when
// their session ends, and must never be shown to whoever signs in next even if that cleanup missed (a crash, a tab
// closed mid sign-out). Device-wide settings do not belong here.

const PREFIX = 'pulso-member:';

// Per-member keys written before this prefix existed (the rest timer; the old app's cached lists): cleared too.
const LEGACY_KEYS = ['pulso-rest-timer', 'turnos-storage', 'planificaciones-storage', 'horarios-storage'] as const;

type Stored<T> = { memberId: string; value: T };

const storage = (): Storage | null => {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null; // Blocked storage (strict privacy settings) throws on access.
  }
};

/** The member's own value under `key`; null when there is none, it is unreadable, or it belongs to someone else. */
export function readMemberItem(key: string, memberId: string): unknown {
  try {
    const raw = storage()?.getItem(PREFIX + key);
    if (!raw) return null;
    const stored = JSON.parse(raw) as Partial<Stored<unknown>>;
    return stored.memberId === memberId ? (stored.value ?? null) : null;
  } catch {
    return null;
  }
}

/** Keeps `value` for the member (null removes it). Private mode or a full storage: nothing is kept, nothing breaks. */
export function writeMemberItem(key: string, memberId: string, value: unknown): void {
  try {
    const store = storage();
    if (value === null) store?.removeItem(PREFIX + key);
    else store?.setItem(PREFIX + key, JSON.stringify({ memberId, value } satisfies Stored<unknown>));
  } catch {
    // The value just won't survive a reload.
  }
}

/** Removes every member's values (and the legacy per-member keys); device-wide keys stay. */
export function clearMemberItems(): void {
  try {
    const store = storage();
    if (!store) return;
    const keys = Array.from({ length: store.length }, (_, i) => store.key(i)).filter((k): k is string => k !== null);
    for (const key of keys) if (key.startsWith(PREFIX) || (LEGACY_KEYS as readonly string[]).includes(key)) store.removeItem(key);
  } catch {
    // Blocked storage holds nothing.
  }
}
