import { sql } from 'kysely';
import type { Db } from '../platform/database/database';

export interface LockedStream {
  streamId: string;
  streamType: string;
  version: number;
}

/**
 * Pessimistic lock on the streams a command decides on (EVENT-STORE.md §7.4): hot class occurrences
 * queue here instead of failing optimistic retries. Rows are created at version 0 when missing (a
 * rolled-back command leaves nothing behind) and locked in stream-id order, the order es_append uses, so
 * two commands never wait on each other in a cycle.
 */
export async function lockStreams(trx: Db, streams: { streamId: string; streamType: string }[]): Promise<Map<string, LockedStream>> {
  const sorted = [...streams].sort((a, b) => (a.streamId < b.streamId ? -1 : 1));
  const locked = new Map<string, LockedStream>();
  for (const s of sorted) {
    await sql`INSERT INTO es_streams (stream_id, stream_type) VALUES (${s.streamId}, ${s.streamType}) ON CONFLICT DO NOTHING`.execute(trx);
    const { rows } = await sql<{ version: number }>`SELECT version FROM es_streams WHERE stream_id = ${s.streamId} FOR UPDATE`.execute(trx);
    locked.set(s.streamId, { ...s, version: Number(rows[0]!.version) });
  }
  return locked;
}
