import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { v5 as uuidv5 } from 'uuid';
import type { DomainEvent, EventMetadata, RecordedEvent } from '../framework/event';
import { assertValidEvent, currentSchemaVersion } from '../catalog/registry';
import { PREPARED } from '../../db/database';

export interface StreamAppend {
  streamId: string;
  streamType: string;
  /** The version the decision was made on: 0 for a stream that must not exist yet. */
  expectedVersion: number;
  events: readonly DomainEvent[];
}

/** Thrown when a stream moved since it was read: the command handler retries on it. */
export class ConcurrencyError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConcurrencyError';
  }
}

// Namespace for deterministic event ids: the same idempotency key always yields the same ids.
const EVENT_ID_NAMESPACE = 'a4c7d1f2-3b5e-4c8a-9d0f-6e1b2a3c4d5e';

/** Events with their ids, stream positions and timestamp decided, waiting only for global positions. */
export interface PreparedAppend {
  payload: unknown[];
  /**
   * As they will be recorded. `globalPosition` stays 0: the sequencer gives positions out after COMMIT
   * (events/store/sequencer.ts), so nothing inside the command's transaction may depend on it.
   */
  events: RecordedEvent[];
}

/** Fixes everything about the events (ids, stream positions, timestamp), so inline projections can run on them. */
export function prepareAppend(appends: readonly StreamAppend[], metadata: EventMetadata = {}, recordedAt?: Date): PreparedAppend {
  let index = 0;
  const at = recordedAt ?? new Date();
  const events: RecordedEvent[] = [];
  assertOneAppendPerStream(appends);
  const payload = appends
    .filter((a) => a.events.length > 0)
    .map((a) => ({
      streamId: a.streamId,
      streamType: a.streamType,
      expectedVersion: a.expectedVersion,
      events: a.events.map((e, i) => {
        assertValidEvent(e);
        const eventId = metadata.idempotencyKey ? uuidv5(`${metadata.idempotencyKey}:${index++}`, EVENT_ID_NAMESPACE) : randomUUID();
        const schemaVersion = currentSchemaVersion(e.type);
        events.push({
          globalPosition: 0,
          streamId: a.streamId,
          streamPosition: a.expectedVersion + i + 1,
          eventId,
          type: e.type,
          schemaVersion,
          data: e.data,
          metadata,
          recordedAt: at,
        });
        return { eventId, type: e.type, schemaVersion, data: e.data, metadata, recordedAt: at.toISOString() };
      }),
    }));
  return { payload, events };
}

/**
 * Appends prepared events in one statement, all or nothing, under the streams' row locks only: commands
 * commit side by side. The events get their global positions from the sequencer once committed.
 */
export async function commitAppend(trx: Kysely<any>, prepared: PreparedAppend): Promise<RecordedEvent[]> {
  const statement = appendStatement(prepared);
  if (!statement) return [];
  try {
    await statement.execute(trx);
    return prepared.events;
  } catch (error) {
    throw asStoreConflict(error);
  }
}

/** The append as one statement, for a caller that sends it with others (db/pipelined-driver.ts); none when there is nothing to append. */
export function appendStatement(prepared: PreparedAppend) {
  return prepared.payload.length === 0 ? undefined : sql`${sql.raw(PREPARED)} SELECT es_append(${JSON.stringify(prepared.payload)}::jsonb)`;
}

/** What an append's failure means to a command: a ConcurrencyError (decide again) for a version conflict, else itself. */
export function asStoreConflict(error: unknown): unknown {
  return asConcurrencyError(error) ?? error;
}

/**
 * Appends to every stream in one statement, inside the caller's transaction, all or nothing. The returned
 * events have no global position yet (0): the sequencer gives them one after COMMIT.
 */
export async function appendToStreams(trx: Kysely<any>, appends: readonly StreamAppend[], metadata: EventMetadata = {}): Promise<RecordedEvent[]> {
  return commitAppend(trx, prepareAppend(appends, metadata));
}

/**
 * A stream named twice in one call is a caller bug: es_append would report it as a version conflict (the second
 * update finds the first's version), and the command handler would retry it for nothing.
 */
function assertOneAppendPerStream(appends: readonly StreamAppend[]): void {
  const seen = new Set<string>();
  for (const { streamId } of appends) {
    if (seen.has(streamId)) throw new Error(`two appends to the same stream in one call: ${streamId}`);
    seen.add(streamId);
  }
}

function asConcurrencyError(error: unknown): ConcurrencyError | undefined {
  const pgError = error as { code?: string; constraint?: string; message?: string };
  if (pgError.code === 'P0409') return new ConcurrencyError(pgError.message ?? 'version conflict');
  const conflictConstraints = ['es_streams_pkey', 'es_events_stream_id_stream_position_key'];
  if (pgError.code === '23505' && conflictConstraints.includes(pgError.constraint ?? '')) {
    return new ConcurrencyError(pgError.message ?? 'concurrent append');
  }
  return undefined;
}
