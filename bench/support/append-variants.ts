import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';

/**
 * A diagnostic copy of es_append in the scratch database: the design before the sequencer, i.e. the same
 * function plus the global append lock held to COMMIT and a NOTIFY per commit. Measured in the same run, it
 * shows what the sequencer saved (positions are not allocated here, so readers could not use it: it only
 * measures the cost of serializing every commit). The bench appends to one stream at a time: the copy is of es_append's
 * one-stream path (2026-11-27T0910_append_one_stream).
 */
export async function createAppendVariants(db: Kysely<any>): Promise<void> {
  const { rows } = await sql<{ def: string }>`SELECT pg_get_functiondef('es_append(jsonb)'::regprocedure) AS def`.execute(db);
  const original = rows[0]!.def;
  const serialized = original
    .replace('es_append(', 'bench_append_global_lock(')
    .replace(/RETURN v_n;/, `PERFORM pg_advisory_xact_lock(4994216313637244997);
      PERFORM pg_notify('bench_es_events', v_n::text);
      RETURN v_n;`);
  if (!serialized.includes('pg_advisory_xact_lock') || serialized.includes('es_append(')) {
    throw new Error('es_append changed shape: update the bench variant');
  }
  await sql.raw(serialized).execute(db);
}

/** One event on one stream through the lock-and-NOTIFY variant, the payload built as appendToStreams builds it. */
export async function appendThroughGlobalLock(
  db: Kysely<any>,
  append: { streamId: string; expectedVersion: number; event: { type: string; data: unknown } },
): Promise<void> {
  const events = [{ eventId: randomUUID(), ...append.event, schemaVersion: 1, metadata: {}, recordedAt: new Date().toISOString() }];
  const payload = [{ streamId: append.streamId, streamType: 'bench', expectedVersion: append.expectedVersion, events }];
  await sql`SELECT bench_append_global_lock(${JSON.stringify(payload)}::jsonb)`.execute(db);
}
