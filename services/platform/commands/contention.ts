/**
 * Streams on which an optimistic write recently lost a race (optimistic-attempt.ts). For a short while their
 * commands go straight to the pessimistic path, where they queue on the stream locks: a storm on one class
 * would otherwise fail most optimistic writes and pay for each twice. Per database handle (stream ids repeat
 * across databases, e.g. test files sharing a worker), and only ever a hint: both paths are correct, this picks
 * the cheaper one.
 */
const CONTENDED_FOR_MS = 2000;
const MAX_TRACKED = 1000;
const byDatabase = new WeakMap<object, Map<string, number>>();

const trackerOf = (db: object) => {
  let tracker = byDatabase.get(db);
  if (!tracker) byDatabase.set(db, (tracker = new Map()));
  return tracker;
};

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
