import { sql, type Kysely } from 'kysely';
import type { RecordedEvent } from '../../events/framework/event';
import { topicsFor } from './topics';
import { CHANGES_CHANNEL } from '../../db/channels';

/** The NOTIFY channel every instance LISTENs on to fan change notices out to its websockets. */
export { CHANGES_CHANNEL };

/** Stands for "anything may have changed": clients refetch everything they show. */
export const ALL_TOPICS = '*';

/**
 * What a batch of sequenced events changed: topic names and small facts, never whole rows (sockets refetch
 * through the API). A payload on CHANGES_CHANNEL is a JSON array of these, in position order.
 */
export interface ChangeNotice {
  topics: string[];
  /** Global position of the last event it covers; clients skip notices at or below what they applied. */
  position: number;
  /** Small facts per topic that let a client patch its view without refetching (e.g. places left). */
  data?: Record<string, unknown>;
}

/** Computes per-topic facts for a batch from the read tables as they are when the batch is sequenced. */
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

// PostgreSQL rejects a NOTIFY payload of 8000 bytes or more (and with it the whole transaction).
const MAX_PAYLOAD_BYTES = 7999;

const fits = (payload: string) => Buffer.byteLength(payload) <= MAX_PAYLOAD_BYTES;
const encode = (notices: ChangeNotice[]) => JSON.stringify(notices);

/**
 * The CHANGES_CHANNEL payloads announcing a batch of sequenced events (in position order): normally one
 * array holding one notice for the whole batch. Only when that would not fit does it drop the facts, then
 * split the batch into several payloads with increasing positions; a single event whose topics alone are
 * too long is announced as '*'.
 */
export function changePayloads(events: readonly RecordedEvent[], data?: Record<string, unknown>): string[] {
  const units = events.map((e) => ({ topics: topicsFor([e]), position: e.globalPosition })).filter((u) => u.topics.length > 0);
  if (units.length === 0) return [];
  const whole: ChangeNotice = { topics: topicsFor(events), position: units.at(-1)!.position };
  if (data && Object.keys(data).length > 0 && fits(encode([{ ...whole, data }]))) return [encode([{ ...whole, data }])];
  if (fits(encode([whole]))) return [encode([whole])];
  const payloads: string[] = [];
  let current: ChangeNotice | undefined;
  for (const unit of units) {
    const merged: ChangeNotice = current ? { topics: [...new Set([...current.topics, ...unit.topics])], position: unit.position } : unit;
    if (fits(encode([merged]))) {
      current = merged;
      continue;
    }
    if (current) payloads.push(encode([current]));
    current = fits(encode([unit])) ? unit : { topics: [ALL_TOPICS], position: unit.position };
  }
  if (current) payloads.push(encode([current]));
  return payloads;
}

/**
 * Works out a batch's payloads, reading the facts its topics carry (call it inside the sequencing transaction).
 * A provider that fails costs its facts, never the batch: under a savepoint, so the events still get their
 * positions and clients refetch instead of patching.
 */
export async function batchChangePayloads(trx: Kysely<any>, events: readonly RecordedEvent[]): Promise<string[]> {
  if (topicsFor(events).length === 0) return [];
  if (!events.some((e) => topicData.has(e.type))) return changePayloads(events);
  await sql`SAVEPOINT topic_data`.execute(trx);
  try {
    const data = await dataFor(trx, events);
    await sql`RELEASE SAVEPOINT topic_data`.execute(trx);
    return changePayloads(events, data);
  } catch (error) {
    await sql`ROLLBACK TO SAVEPOINT topic_data`.execute(trx);
    console.error('[changefeed] topic facts failed; the notice goes out without them:', error);
    return changePayloads(events);
  }
}

/**
 * Queues the notices of these (already sequenced) events in the caller's transaction; PostgreSQL delivers
 * them at COMMIT only. The sequencer announces every batch itself: this is for tests and tools.
 */
export async function publishChanges(trx: Kysely<any>, events: readonly RecordedEvent[]): Promise<void> {
  for (const payload of await batchChangePayloads(trx, events)) {
    await sql`SELECT pg_notify(${CHANGES_CHANNEL}, ${payload})`.execute(trx);
  }
}

/**
 * Reads a payload off the channel: an array of notices (what the sequencer sends) or a single notice (the
 * format before batching). Anything malformed (another writer, a future format) is left out.
 */
export function parseChangeNotices(payload: string): ChangeNotice[] {
  let value: unknown;
  try {
    value = JSON.parse(payload);
  } catch {
    return [];
  }
  const values = Array.isArray(value) ? value : [value];
  return values.map(asNotice).filter((n) => n !== undefined);
}

/** One notice, or undefined when the payload is not exactly one well-formed notice. */
export function parseChangeNotice(payload: string): ChangeNotice | undefined {
  const notices = parseChangeNotices(payload);
  return notices.length === 1 ? notices[0] : undefined;
}

function asNotice(value: unknown): ChangeNotice | undefined {
  const { topics, position, data } = (value ?? {}) as Partial<ChangeNotice>;
  if (!Array.isArray(topics) || !topics.every((t) => typeof t === 'string')) return undefined;
  if (typeof position !== 'number' || !Number.isFinite(position)) return undefined;
  const hasData = typeof data === 'object' && data !== null && !Array.isArray(data);
  return hasData ? { topics, position, data } : { topics, position };
}
