/**
 * The one answer to "is this a conflict?": a failure that deciding again on fresh state settles, as opposed to a
 * bug or a refusal. The store names its own unique indexes; a command adds the ones a concurrent command of its
 * kind may reach first (a member's one active booking).
 */

/** A stream moved since it was read (or a unique index was reached first): decide again. */
export class ConcurrencyError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConcurrencyError';
  }
}

// es_append's own: a stream created, or a stream position taken, by an append that committed first.
const STORE_CONSTRAINTS: readonly string[] = ['es_streams_pkey', 'es_events_stream_id_stream_position_key'];
// What PostgreSQL answers a transaction that waited too long for a lock (55P03), took part in a deadlock (40P01)
// or lost a serialization race (40001).
const LOCK_FAILURES = new Set(['55P03', '40P01', '40001']);

/**
 * 'moved': someone else decided first on what this command read (es_append's version check P0409, a unique index
 * reached first). 'locks': the locks were not granted (timeout, deadlock, serialization). Retried alike; told apart
 * only when the retries run out (VERSION_CONFLICT or BUSY).
 */
export type Conflict = 'moved' | 'locks';

export interface ConflictScope {
  /** The command's own unique indexes a concurrent command may reach first (23505 on them: decide again). */
  constraints?: readonly string[];
  /**
   * The write was made on a snapshot, without locks (services/platform/commands/optimistic-attempt.ts): any unique
   * index (a key, an event id, a booking) or CHECK (a guard row on a state the snapshot predates) another command
   * reached first means the snapshot was stale.
   */
  snapshot?: boolean;
}

export function conflictOf(error: unknown, scope: ConflictScope = {}): Conflict | undefined {
  if (error instanceof ConcurrencyError) return 'moved';
  const { code, constraint } = (error ?? {}) as { code?: unknown; constraint?: string };
  if (typeof code !== 'string') return undefined;
  if (code === 'P0409') return 'moved';
  if (code === '23505' && (scope.snapshot || STORE_CONSTRAINTS.includes(constraint ?? '') || (scope.constraints ?? []).includes(constraint ?? ''))) return 'moved';
  if (code === '23514' && scope.snapshot) return 'moved';
  return LOCK_FAILURES.has(code) ? 'locks' : undefined;
}

/** A write's failure as its caller sees it: a ConcurrencyError when someone else decided first, else the error itself. */
export function asConcurrencyError(error: unknown, scope: ConflictScope = {}): unknown {
  if (error instanceof ConcurrencyError || conflictOf(error, scope) !== 'moved') return error;
  return new ConcurrencyError((error as { message?: string }).message ?? 'concurrent write');
}
