import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../../db/schema';

/**
 * What a projector's fold is made of (projections/<feature>/<view>.writes.ts): data-modifying CTEs that write a set
 * of its events in one statement, run for one event by the projector, for each phase of a batch by a rebuild, and
 * inside a command's own statement by its inline writes.
 */

/** Runs a fold's CTEs as one statement. */
export async function runWrites(trx: Kysely<Database>, writes: readonly RawBuilder<unknown>[]): Promise<void> {
  if (writes.length > 0) await sql`WITH ${sql.join(writes)} SELECT 1`.execute(trx);
}

/**
 * A row an event changes, for splitting a batch into statements. One statement may change a row only once and sees
 * the rows as they were before it, so two events on one row go into statements one after the other, unless both
 * carry the same `together` mark: their fold writes such events at once (e.g. a member's credit moves, summed).
 */
export interface FoldKey {
  key: string;
  together?: string;
}

/**
 * Splits a batch (in log order) into phases, each one statement of the projector's fold: an event goes into the
 * first phase after every phase that changed one of its rows (or into the same one, when both are marked
 * `together`), so each row sees its events in log order and a batch takes as few statements as its rows allow.
 */
export function foldPhases<E>(events: readonly E[], keysOf: (event: E) => readonly FoldKey[]): E[][] {
  const phases: E[][] = [];
  const last = new Map<string, { phase: number; together?: string }>();
  for (const event of events) {
    const keys = keysOf(event);
    let phase = 0;
    for (const { key, together } of keys) {
      const seen = last.get(key);
      if (seen) phase = Math.max(phase, together !== undefined && seen.together === together ? seen.phase : seen.phase + 1);
    }
    (phases[phase] ??= []).push(event);
    for (const { key, together } of keys) last.set(key, { phase, together });
  }
  return phases;
}

/**
 * Splits a batch (in log order) into runs of consecutive events, each one statement of the projector's fold: a run
 * ends before an event of another piece (`pieceOf`) or one that changes a row the run changed already (unless both are
 * marked `together`). Unlike phases, runs keep the log's order across statements, for a table whose rows must be
 * inserted in it.
 */
export function foldRuns<E>(events: readonly E[], pieceOf: (event: E) => string, keysOf: (event: E) => readonly FoldKey[]): E[][] {
  const runs: E[][] = [];
  let run: E[] = [];
  let piece: string | undefined;
  let seen = new Map<string, string | undefined>();
  for (const event of events) {
    const keys = keysOf(event);
    const clash = keys.some(({ key, together }) => seen.has(key) && (together === undefined || seen.get(key) !== together));
    if (run.length > 0 && (pieceOf(event) !== piece || clash)) {
      runs.push(run);
      run = [];
      seen = new Map();
    }
    run.push(event);
    piece = pieceOf(event);
    for (const { key, together } of keys) seen.set(key, together);
  }
  if (run.length > 0) runs.push(run);
  return runs;
}
