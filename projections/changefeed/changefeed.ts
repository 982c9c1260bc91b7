import { sql, type Kysely } from 'kysely';
import type { RecordedEvent } from '../../events/framework/event';
import { topicsFor } from './topics';

/** The NOTIFY channel every instance LISTENs on to fan change notices out to its websockets. */
export const CHANGES_CHANNEL = 'pulso_changes';

/** Stands for "anything may have changed": clients refetch everything they show. */
export const ALL_TOPICS = '*';

/** What one committed command changed: topic names only, never data (sockets refetch through the API). */
export interface ChangeNotice {
  topics: string[];
  /** Global position of the command's last event; clients skip notices at or below what they applied. */
  position: number;
  /** Small facts per topic that let a client patch its view without refetching (e.g. places left). */
  data?: Record<string, unknown>;
}

/** Computes per-topic facts for a notice inside the command's transaction, after inline projections. */
type TopicData = (trx: Kysely<any>, events: readonly RecordedEvent[]) => Promise<Record<string, unknown>>;
const topicData = new Map<string, TopicData[]>();

export function registerTopicData(eventTypes: readonly string[], provider: TopicData): void {
  for (const type of eventTypes) topicData.set(type, [...(topicData.get(type) ?? []), provider]);
}

async function dataFor(trx: Kysely<any>, events: readonly RecordedEvent[]): Promise<Record<string, unknown> | undefined> {
  const providers = new Set(events.flatMap((e) => topicData.get(e.type) ?? []));
  if (providers.size === 0) return undefined;
  const data: Record<string, unknown> = {};
  for (const provider of providers) Object.assign(data, await provider(trx, events));
  return data;
}

// PostgreSQL rejects a NOTIFY payload of 8000 bytes or more (and with it the whole command).
const MAX_PAYLOAD_BYTES = 7999;

/** The NOTIFY payload for these events, or undefined when they touch no topic. */
export function changeNoticePayload(events: readonly RecordedEvent[], data?: Record<string, unknown>): string | undefined {
  const topics = topicsFor(events);
  return topics.length === 0 ? undefined : noticePayload(topics, events.at(-1)?.globalPosition ?? 0, data);
}

function noticePayload(topics: string[], position: number, data?: Record<string, unknown>): string {
  if (data) {
    const withData = JSON.stringify({ topics, position, data } satisfies ChangeNotice);
    if (Buffer.byteLength(withData) <= MAX_PAYLOAD_BYTES) return withData;
  }
  const payload = JSON.stringify({ topics, position } satisfies ChangeNotice);
  if (Buffer.byteLength(payload) <= MAX_PAYLOAD_BYTES) return payload;
  return JSON.stringify({ topics: [ALL_TOPICS], position } satisfies ChangeNotice);
}

/** A notice whose topics and facts are known, waiting for the command's final position. */
export interface PendingNotice {
  topics: string[];
  data?: Record<string, unknown>;
}

/** Works out a command's notice after its inline projections, before it takes the append lock. */
export async function prepareChanges(trx: Kysely<any>, events: readonly RecordedEvent[]): Promise<PendingNotice | undefined> {
  const topics = topicsFor(events);
  if (topics.length === 0) return undefined;
  const data = await dataFor(trx, events);
  return data ? { topics, data } : { topics };
}

/**
 * Queues the notice inside the command's transaction. PostgreSQL delivers it at COMMIT only, so a
 * rolled-back attempt (conflict retry, rejection) never announces anything. Rebuilds do not call this:
 * replaying history changes nothing a client has not already seen.
 */
export async function sendChanges(trx: Kysely<any>, pending: PendingNotice | undefined, position: number): Promise<void> {
  if (pending) await sql`SELECT pg_notify(${CHANGES_CHANNEL}, ${noticePayload(pending.topics, position, pending.data)})`.execute(trx);
}

export async function publishChanges(trx: Kysely<any>, events: readonly RecordedEvent[]): Promise<void> {
  await sendChanges(trx, await prepareChanges(trx, events), events.at(-1)?.globalPosition ?? 0);
}

/** Reads a payload off the channel; anything malformed (another writer, a future format) is ignored. */
export function parseChangeNotice(payload: string): ChangeNotice | undefined {
  let value: unknown;
  try {
    value = JSON.parse(payload);
  } catch {
    return undefined;
  }
  const { topics, position, data } = (value ?? {}) as Partial<ChangeNotice>;
  if (!Array.isArray(topics) || !topics.every((t) => typeof t === 'string')) return undefined;
  if (typeof position !== 'number' || !Number.isFinite(position)) return undefined;
  const hasData = typeof data === 'object' && data !== null && !Array.isArray(data);
  return hasData ? { topics, position, data } : { topics, position };
}
