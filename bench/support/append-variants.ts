import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';

/**
 * Diagnostic copies of es_append in the scratch database, to see what each guarantee costs: without the
 * per-commit NOTIFY, and without both NOTIFY and the global append lock (positions then stop following
 * commit order, so this variant is NOT safe for readers; it only measures).
 */
export async function createAppendVariants(db: Kysely<any>): Promise<void> {
  const { rows } = await sql<{ def: string }>`SELECT pg_get_functiondef('es_append(jsonb)'::regprocedure) AS def`.execute(db);
  const original = rows[0]!.def;
  const noNotify = original.replace(/PERFORM pg_notify\([^;]*;/, '').replace('es_append(', 'bench_append_no_notify(');
  const noLock = noNotify.replace(/PERFORM pg_advisory_xact_lock\([^;]*;/, '').replace('bench_append_no_notify(', 'bench_append_no_lock(');
  if (noNotify.includes('pg_notify') || noLock.includes('pg_advisory_xact_lock')) throw new Error('es_append changed shape: update the bench variants');
  await sql.raw(noNotify).execute(db);
  await sql.raw(noLock).execute(db);
}

/** One new stream with one event through a variant, the payload built as appendToStreams builds it. */
export async function appendThroughVariant(
  db: Kysely<any>,
  fn: 'bench_append_no_notify' | 'bench_append_no_lock',
  streamId: string,
  event: { type: string; data: unknown },
): Promise<void> {
  const payload = [{ streamId, streamType: 'bench', expectedVersion: 0, events: [{ eventId: randomUUID(), ...event, schemaVersion: 1, metadata: {} }] }];
  await sql`SELECT * FROM ${sql.raw(fn)}(${JSON.stringify(payload)}::jsonb)`.execute(db);
}
