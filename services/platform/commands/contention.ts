/**
 * Streams on which an optimistic write recently lost a race (optimistic-attempt.ts). For a short while their
 * commands go straight to the pessimistic path, where they queue on the stream locks: a storm on one class
 * would otherwise fail most optimistic writes and pay for each twice. Per process, and only ever a hint: both
 * paths are correct, this picks the cheaper one.
 */
const CONTENDED_FOR_MS = 2000;
const MAX_TRACKED = 1000;
const contendedUntil = new Map<string, number>();

export function contended(streamIds: readonly string[], now = Date.now()): boolean {
  for (const id of streamIds) {
    const until = contendedUntil.get(id);
    if (until === undefined) continue;
    if (until > now) return true;
    contendedUntil.delete(id);
  }
  return false;
}

export function markContended(streamIds: readonly string[], now = Date.now()): void {
  if (contendedUntil.size >= MAX_TRACKED) {
    for (const [id, until] of contendedUntil) if (until <= now) contendedUntil.delete(id);
    if (contendedUntil.size >= MAX_TRACKED) contendedUntil.clear();
  }
  for (const id of streamIds) contendedUntil.set(id, now + CONTENDED_FOR_MS);
}
