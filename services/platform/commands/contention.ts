import { perDatabase } from './per-database';

/**
 * When a command had better skip the optimistic try (optimistic-attempt.ts) and queue on the stream locks: a storm
 * on one class would otherwise fail most optimistic writes and pay for each twice. Two signs: an optimistic write
 * on these streams lost a race a moment ago (`markContended`, for two seconds), or another command of this process
 * is deciding on one of them right now (`enterFlight`: both would read the same version, and one must lose). Per
 * database handle (stream ids repeat
 * across databases, e.g. test files sharing a worker), and only ever a hint: both paths are correct, this picks
 * the cheaper one.
 */
const CONTENDED_FOR_MS = 2000;
const MAX_TRACKED = 1000;
const trackerOf = perDatabase(() => new Map<string, number>());

export function contended(db: object, streamIds: readonly string[], now = Date.now()): boolean {
  const contendedUntil = trackerOf(db);
  for (const id of streamIds) {
    const until = contendedUntil.get(id);
    if (until === undefined) continue;
    if (until > now) return true;
    contendedUntil.delete(id);
  }
  return false;
}

export function markContended(db: object, streamIds: readonly string[], now = Date.now()): void {
  const contendedUntil = trackerOf(db);
  if (contendedUntil.size >= MAX_TRACKED) {
    for (const [id, until] of contendedUntil) if (until <= now) contendedUntil.delete(id);
    if (contendedUntil.size >= MAX_TRACKED) contendedUntil.clear();
  }
  for (const id of streamIds) contendedUntil.set(id, now + CONTENDED_FOR_MS);
}

const flyingOf = perDatabase(() => new Map<string, number>());

/** Whether a command of this process is deciding on one of these streams now. */
export function inFlight(db: object, streamIds: readonly string[]): boolean {
  const flying = flyingOf(db);
  return streamIds.some((id) => flying.has(id));
}

/** Counts a command as deciding on these streams until the returned function is called. */
export function enterFlight(db: object, streamIds: readonly string[]): () => void {
  const flying = flyingOf(db);
  for (const id of streamIds) flying.set(id, (flying.get(id) ?? 0) + 1);
  return () => {
    for (const id of streamIds) {
      const left = (flying.get(id) ?? 1) - 1;
      if (left > 0) flying.set(id, left);
      else flying.delete(id);
    }
  };
}
