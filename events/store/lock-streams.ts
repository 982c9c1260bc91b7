import { sql, type Kysely } from 'kysely';

export interface LockedStream {
  streamId: string;
  streamType: string;
  version: number;
}

/**
 * Pessimistic lock on the streams a command decides on (EVENT-STORE.md §7.4): hot class occurrences
 * queue here instead of failing optimistic retries. One round trip: missing rows are created at version 0
 * (a rolled-back command leaves nothing behind) and the rest are locked in stream-id order, the order
 * es_append uses, so two commands never wait on each other in a cycle.
 */
export async function lockStreams(trx: Kysely<any>, streams: { streamId: string; streamType: string }[]): Promise<Map<string, LockedStream>> {
  const ids = streams.map((s) => s.streamId);
  const types = streams.map((s) => s.streamType);
  const { rows } = await sql<{ stream_id: string; version: number; created: boolean }>`
    WITH created AS (
      INSERT INTO es_streams (stream_id, stream_type)
      SELECT * FROM unnest(${ids}::text[], ${types}::text[]) ORDER BY 1
      ON CONFLICT DO NOTHING
      RETURNING stream_id
    )
    SELECT stream_id, 0::bigint AS version, true AS created FROM created
    UNION ALL
    SELECT * FROM (
      SELECT stream_id, version, false AS created FROM es_streams
      WHERE stream_id = ANY(${ids}::text[]) AND stream_id NOT IN (SELECT stream_id FROM created)
      ORDER BY stream_id
      FOR UPDATE
    ) existing`.execute(trx);
  const versions = new Map(rows.map((r) => [r.stream_id, Number(r.version)]));
  // A stream another command created while this one waited is invisible to the statement above (its snapshot
  // predates that commit): lock it in a statement of its own, which sees it.
  const missing = ids.filter((id) => !versions.has(id)).sort();
  for (const id of missing) {
    const late = await sql<{ version: number }>`SELECT version FROM es_streams WHERE stream_id = ${id} FOR UPDATE`.execute(trx);
    versions.set(id, Number(late.rows[0]?.version ?? 0));
  }
  return new Map(streams.map((s) => [s.streamId, { ...s, version: versions.get(s.streamId) ?? 0 }]));
}
