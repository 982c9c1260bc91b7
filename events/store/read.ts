import { sql, type Kysely } from 'kysely';
import type { RecordedEvent } from '../framework/event';
import { toRecorded, type EventRow } from './rows';

const columns = sql`global_position, stream_id, stream_position, event_id, event_type, schema_version, data, metadata, recorded_at`;

export interface StreamRead {
  /** 0 when the stream does not exist. */
  version: number;
  events: RecordedEvent[];
}

export async function readStream(db: Kysely<any>, streamId: string): Promise<StreamRead> {
  const { rows } = await sql<EventRow>`
    SELECT ${columns} FROM es_events WHERE stream_id = ${streamId} ORDER BY stream_position`.execute(db);
  const events = rows.map(toRecorded);
  return { version: events.at(-1)?.streamPosition ?? 0, events };
}

/**
 * Events after a global position, in order. Gap-safe without any snapshot trickery: the sequencer gives
 * positions only to committed events, a whole batch in one transaction after the previous batch committed,
 * so a position is only ever visible after every lower one. Events not sequenced yet (no position) are not
 * read; they come in a later batch, at higher positions.
 */
export interface ReadAllOptions {
  after: number;
  limit?: number;
  types?: readonly string[];
}

export async function readAll(db: Kysely<any>, opts: ReadAllOptions): Promise<RecordedEvent[]> {
  const { rows } = await readAllQuery(opts).execute(db);
  return rows.map(toRecorded);
}

/** The statement behind readAll, exposed so its plan can be checked (position index scan, no sort). */
export function readAllQuery(opts: ReadAllOptions) {
  const limit = opts.limit ?? 500;
  const typeFilter = opts.types?.length ? sql`AND event_type = ANY(${[...opts.types]}::text[])` : sql``;
  return sql<EventRow>`
    SELECT ${columns} FROM es_events
    WHERE global_position > ${opts.after} ${typeFilter}
    ORDER BY global_position LIMIT ${limit}`;
}

/** The highest position given out: everything at or below it is readable. */
export async function headPosition(db: Kysely<any>): Promise<number> {
  const { rows } = await sql<{ head: number | null }>`SELECT max(global_position) AS head FROM es_events`.execute(db);
  return Number(rows[0]?.head ?? 0);
}
