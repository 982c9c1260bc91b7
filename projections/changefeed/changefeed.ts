import { sql, type Kysely } from 'kysely';
import type { RecordedEvent } from '../../events/framework/event';
import { topicIndex, type TopicIndex, type TopicRoute } from './topics';
import { CHANGES_CHANNEL } from '../../db/channels';
import { withNextStatement } from '../../db/pipelined-driver';
import { ALL_TOPICS } from '../../contract/realtime-topics';

/** The NOTIFY channel every instance LISTENs on to fan change notices out to its websockets. */
export { CHANGES_CHANNEL };

/** Stands for "anything may have changed": clients refetch everything they show (the contract's topic '*'). */
export { ALL_TOPICS };

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
  /**
   * Between the sequencer and the hubs only: the batch's notice goes on in the next payload (its facts did not fit
   * in one). A hub delivers the parts as one notice (services/platform/realtime/realtime-hub.ts); clients never see it.
   */
  continued?: true;
}

// PostgreSQL rejects a NOTIFY payload of 8000 bytes or more (and with it the whole transaction).
const MAX_PAYLOAD_BYTES = 7999;

const fits = (payload: string) => Buffer.byteLength(payload) <= MAX_PAYLOAD_BYTES;
// Whether a notice fits with room for the `continued` mark every part of a split notice but the last carries.
const CONTINUED_BYTES = Buffer.byteLength(',"continued":true');
const fitsMarked = (notice: ChangeNotice) => Buffer.byteLength(encode([notice])) + CONTINUED_BYTES <= MAX_PAYLOAD_BYTES;
const encode = (notices: ChangeNotice[]) => JSON.stringify(notices);

/**
 * What the sequencer announces per batch, built from every feature's topic routes (services/features.ts hands
 * them in: `changeFeed(topicRoutes(features))`). No module-level state: two feeds never share a route.
 */
export interface ChangeFeed {
  topicsFor(events: readonly RecordedEvent[]): string[];
  /**
   * The CHANGES_CHANNEL payloads announcing a batch of sequenced events (in position order): normally one
   * array holding one notice for the whole batch. Only when that would not fit does it drop the facts, then
   * split the batch into several payloads with increasing positions; a single event whose topics alone are
   * too long is announced as '*'.
   */
  payloads(events: readonly RecordedEvent[], data?: Record<string, unknown>): string[];
  /**
   * Works out a batch's payloads, reading the facts its topics carry (call it inside the sequencing transaction).
   * A provider that fails costs its facts, never the batch: under a savepoint, so the events still get their
   * positions and clients refetch instead of patching.
   */
  batchPayloads(trx: Kysely<any>, events: readonly RecordedEvent[]): Promise<string[]>;
  /**
   * Queues the notices of these (already sequenced) events in the caller's transaction; PostgreSQL delivers
   * them at COMMIT only. The sequencer announces every batch itself: this is for tests and tools.
   */
  publish(trx: Kysely<any>, events: readonly RecordedEvent[]): Promise<void>;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * Adds one provider's facts to a batch's: a topic two features fill (a member's `user:<id>` may carry a waitlist
 * promotion and a workout record in one batch) keeps both objects' fields; anything else is replaced.
 */
export function mergeTopicData(into: Record<string, unknown>, more: Record<string, unknown>): Record<string, unknown> {
  for (const [topic, value] of Object.entries(more)) {
    const before = into[topic];
    into[topic] = isRecord(before) && isRecord(value) ? { ...before, ...value } : value;
  }
  return into;
}

export function changeFeed(routes: readonly TopicRoute[]): ChangeFeed {
  const index = topicIndex(routes);
  const payloads = (events: readonly RecordedEvent[], data?: Record<string, unknown>) => changePayloads(index, events, data);

  const batchPayloads = async (trx: Kysely<any>, events: readonly RecordedEvent[]): Promise<string[]> => {
    if (index.topicsFor(events).length === 0) return [];
    const providers = index.dataFor(events);
    if (providers.length === 0) return payloads(events);
    await withNextStatement(trx, sql`SAVEPOINT topic_data`.compile(trx)); // goes with the first provider's query
    try {
      const data: Record<string, unknown> = {};
      for (const provider of providers) mergeTopicData(data, await provider(trx, events));
      // No RELEASE: the caller's COMMIT ends the savepoint with the transaction, one round trip less per batch.
      return payloads(events, data);
    } catch (error) {
      await sql`ROLLBACK TO SAVEPOINT topic_data`.execute(trx);
      console.error('[changefeed] topic facts failed; the notice goes out without them:', error);
      return payloads(events);
    }
  };

  return {
    topicsFor: (events) => index.topicsFor(events),
    payloads,
    batchPayloads,
    async publish(trx, events) {
      for (const payload of await batchPayloads(trx, events)) {
        await sql`SELECT pg_notify(${CHANGES_CHANNEL}, ${payload})`.execute(trx);
      }
    },
  };
}

function changePayloads(index: TopicIndex, events: readonly RecordedEvent[], data?: Record<string, unknown>): string[] {
  const units = events.map((e) => ({ topics: index.topicsFor([e]), position: e.globalPosition })).filter((u) => u.topics.length > 0);
  if (units.length === 0) return [];
  const whole: ChangeNotice = { topics: index.topicsFor(events), position: units.at(-1)!.position };
  const facts = data && Object.keys(data).length > 0 ? data : undefined;
  if (facts) {
    // Topics only the facts name (a plan's holders) go with their facts.
    const withFacts = { topics: [...new Set([...whole.topics, ...Object.keys(facts)])], position: whole.position, data: facts };
    if (fits(encode([withFacts]))) return [encode([withFacts])];
  }
  // With facts to follow, every notice here will carry the `continued` mark: room is kept for it.
  const room = (notice: ChangeNotice) => (facts ? fitsMarked(notice) : fits(encode([notice])));
  const notices = room(whole) ? [whole] : splitByEvents(units, room);
  if (!facts) return notices.map((n) => encode([n]));
  // Too much for one payload: the facts follow in payloads of their own at the batch's last position, every part but
  // the last marked `continued`, so a hub delivers them as one notice and no topic (no plan holder) is left out.
  const parts = [...notices, ...factParts(facts, whole.position)];
  return parts.map((n, i) => encode([i < parts.length - 1 ? { ...n, continued: true as const } : n]));
}

/** A batch too big for one payload without its facts: several notices with growing positions, no topic lost. */
function splitByEvents(units: readonly ChangeNotice[], room: (notice: ChangeNotice) => boolean): ChangeNotice[] {
  const notices: ChangeNotice[] = [];
  let current: ChangeNotice | undefined;
  for (const unit of units) {
    const merged: ChangeNotice = current ? { topics: [...new Set([...current.topics, ...unit.topics])], position: unit.position } : unit;
    if (room(merged)) {
      current = merged;
      continue;
    }
    if (current) notices.push(current);
    current = room(unit) ? unit : { topics: [ALL_TOPICS], position: unit.position };
  }
  if (current) notices.push(current);
  return notices;
}


/**
 * The facts packed into as few notices as fit, each naming its topics. A topic whose facts alone would not fit goes
 * without them (its clients refetch), never without its topic.
 */
function factParts(facts: Record<string, unknown>, position: number): ChangeNotice[] {
  const parts: ChangeNotice[] = [];
  let current: { topics: string[]; position: number; data: Record<string, unknown> } | undefined;
  for (const [topic, fact] of Object.entries(facts)) {
    const own = fitsMarked({ topics: [topic], position, data: { [topic]: fact } }) ? { [topic]: fact } : {};
    const grown = current && { topics: [...current.topics, topic], position, data: { ...current.data, ...own } };
    if (grown && fitsMarked(grown)) {
      current = grown;
      continue;
    }
    if (current) parts.push(withoutEmptyData(current));
    current = { topics: [topic], position, data: own };
  }
  if (current) parts.push(withoutEmptyData(current));
  return parts;
}

const withoutEmptyData = (n: { topics: string[]; position: number; data: Record<string, unknown> }): ChangeNotice =>
  Object.keys(n.data).length > 0 ? n : { topics: n.topics, position: n.position };

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
  const { topics, position, data, continued } = (value ?? {}) as Partial<ChangeNotice>;
  if (!Array.isArray(topics) || !topics.every((t) => typeof t === 'string')) return undefined;
  if (typeof position !== 'number' || !Number.isFinite(position)) return undefined;
  const hasData = typeof data === 'object' && data !== null && !Array.isArray(data);
  const notice: ChangeNotice = hasData ? { topics, position, data } : { topics, position };
  return continued === true ? { ...notice, continued } : notice;
}
