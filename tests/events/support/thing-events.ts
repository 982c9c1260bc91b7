import { sql, type Kysely } from 'kysely';
import { Type } from 'typebox';
import { defineEvents } from '../../../events/catalog/define-events';
import { addEventTypesForTests } from '../../../events/catalog/registry';
import type { EventMetadata, RecordedEvent } from '../../../events/framework/event';
import { appendToStreams } from '../../../events/store/append';
import { sequencePending } from '../../../events/store/sequencer';

/** A throwaway event type for store tests, so they don't depend on any feature's catalog. */
addEventTypesForTests(defineEvents({ ThingNoted: Type.Object({ n: Type.Number() }) }));

export const noted = (n: number) => ({ type: 'ThingNoted', data: { n } });

export const thingStream = (id: string) => ({ streamId: `thing:${id}`, streamType: 'thing' });

/**
 * Appends ThingNoted events with the given numbers to `thing:<id>`. Outside a transaction it then runs the
 * sequencer, as the app does right after a command commits, and returns the events with their positions;
 * inside one, the events have none yet (0) until the transaction commits and `sequenced` runs.
 */
export async function appendThings(db: Kysely<any>, id: string, expectedVersion: number, ns: number[], metadata?: EventMetadata) {
  const events = await appendToStreams(db, [{ ...thingStream(id), expectedVersion, events: ns.map(noted) }], metadata);
  return db.isTransaction ? events : sequenced(db, events);
}

/** Sequences everything committed so far and returns these events with the positions they got (0: none yet). */
export async function sequenced(db: Kysely<any>, events: readonly RecordedEvent[]): Promise<RecordedEvent[]> {
  await sequencePending(db);
  return withPositions(db, events);
}

/** These events with their current global positions (0 while not sequenced, or if never committed). */
export async function withPositions(db: Kysely<any>, events: readonly RecordedEvent[]): Promise<RecordedEvent[]> {
  if (events.length === 0) return [];
  const { rows } = await sql<{ event_id: string; global_position: number | null }>`
    SELECT event_id, global_position FROM es_events WHERE event_id = ANY(${events.map((e) => e.eventId)}::uuid[])`.execute(db);
  const positions = new Map(rows.map((r) => [r.event_id, Number(r.global_position ?? 0)]));
  return events.map((e) => ({ ...e, globalPosition: positions.get(e.eventId) ?? 0 }));
}

export async function backendPid(db: Kysely<any>): Promise<number> {
  const { rows } = await sql<{ pid: number }>`SELECT pg_backend_pid() AS pid`.execute(db);
  return rows[0]!.pid;
}

/** Resolves once the backend `pid` is blocked on a heavyweight lock (a row, a key, an advisory lock). */
export async function waitUntilBlocked(db: Kysely<any>, pid: number, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const { rows } = await sql<{ n: number }>`
      SELECT count(*)::int AS n FROM pg_stat_activity WHERE pid = ${pid} AND wait_event_type = 'Lock'`.execute(db);
    if (rows[0]!.n === 1) return;
    await new Promise((r) => setTimeout(r, 10));
  }
  throw new Error(`backend ${pid} never blocked on a lock`);
}

/** Resolves once any backend is blocked on a lock while running a statement that contains `text`. */
export async function waitUntilStatementBlocked(db: Kysely<any>, text: string, timeoutMs = 5000): Promise<number> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const { rows } = await sql<{ pid: number }>`
      SELECT pid FROM pg_stat_activity
      WHERE wait_event_type = 'Lock' AND position(${text} in query) > 0 AND pid <> pg_backend_pid()`.execute(db);
    if (rows[0]) return rows[0].pid;
    await new Promise((r) => setTimeout(r, 10));
  }
  throw new Error(`no statement containing "${text}" blocked on a lock`);
}

export async function streamVersion(db: Kysely<any>, streamId: string): Promise<number | undefined> {
  const { rows } = await sql<{ version: number }>`SELECT version FROM es_streams WHERE stream_id = ${streamId}`.execute(db);
  return rows[0]?.version;
}

export async function countEvents(db: Kysely<any>, streamId?: string): Promise<number> {
  const where = streamId ? sql`WHERE stream_id = ${streamId}` : sql``;
  const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM es_events ${where}`.execute(db);
  return rows[0]!.n;
}
