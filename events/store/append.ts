import { randomUUID } from 'node:crypto';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import { v5 as uuidv5 } from 'uuid';
import type { DomainEvent, EventMetadata, RecordedEvent } from '../framework/event';
import { assertValidEvent, currentSchemaVersion } from '../catalog/registry';
import { PREPARED } from '../../db/database';
import { asConcurrencyError } from './conflicts';

export interface StreamAppend {
  streamId: string;
  streamType: string;
  /** The version the decision was made on: 0 for a stream that must not exist yet. */
  expectedVersion: number;
  events: readonly DomainEvent[];
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
    throw asConcurrencyError(error);
  }
}

/**
 * The one append statement: es_append of the prepared events, after `writes` (`name AS (…)` data-modifying CTEs
 * that go with it: inline projections, a key's answer), all in one statement, so one round trip and all or nothing.
 * Prepared per connection: its text depends only on the writes' shape, never on values. None when there is nothing
 * to write.
 */
export function appendStatement(prepared: PreparedAppend, writes: readonly RawBuilder<unknown>[] = []) {
  if (prepared.payload.length === 0 && writes.length === 0) return undefined;
  const append = prepared.payload.length > 0 ? sql`SELECT es_append(${JSON.stringify(prepared.payload)}::jsonb)` : sql`SELECT 0`;
  return writes.length > 0 ? sql`${sql.raw(PREPARED)} WITH ${sql.join(writes)} ${append}` : sql`${sql.raw(PREPARED)} ${append}`;
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
 * update finds the first's version), and the command pipeline would retry it for nothing.
 */
function assertOneAppendPerStream(appends: readonly StreamAppend[]): void {
  const seen = new Set<string>();
  for (const { streamId } of appends) {
    if (seen.has(streamId)) throw new Error(`two appends to the same stream in one call: ${streamId}`);
    seen.add(streamId);
  }
}
