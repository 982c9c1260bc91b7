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
 * es_append uses, so two commands never wait on each other in a cycle. A row created by a concurrent
 * command in the meantime is invisible to this statement's snapshot: it reads as version 0 and es_append's
 * version check turns that into a retry.
 */
export async function lockStreams(trx: Kysely<any>, streams: { streamId: string; streamType: string }[]): Promise<Map<string, LockedStream>> {
  const ids = streams.map((s) => s.streamId);
  const types = streams.map((s) => s.streamType);
  const { rows } = await sql<{ stream_id: string; version: number }>`
    WITH created AS (
      INSERT INTO es_streams (stream_id, stream_type)
      SELECT * FROM unnest(${ids}::text[], ${types}::text[]) ORDER BY 1
      ON CONFLICT DO NOTHING
      RETURNING stream_id
    )
    SELECT stream_id, version FROM es_streams
    WHERE stream_id = ANY(${ids}::text[]) AND stream_id NOT IN (SELECT stream_id FROM created)
    ORDER BY stream_id
    FOR UPDATE`.execute(trx);
  const versions = new Map(rows.map((r) => [r.stream_id, Number(r.version)]));
  return new Map(streams.map((s) => [s.streamId, { ...s, version: versions.get(s.streamId) ?? 0 }]));
}
