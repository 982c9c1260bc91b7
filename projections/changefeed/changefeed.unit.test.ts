import { describe, expect, it } from 'vitest';
import type { RecordedEvent } from '../../events/framework/event';
import { usersTopics } from '../membership/users.topics';
import { ALL_TOPICS, changeFeed, mergeTopicData, parseChangeNotice, parseChangeNotices } from './changefeed';

const { payloads: changePayloads } = changeFeed(usersTopics);

const event = (type: string, data: Record<string, unknown>, globalPosition: number): RecordedEvent => ({
  globalPosition,
  streamId: `user-${String(data.userId)}`,
  streamPosition: 1,
  eventId: `e${globalPosition}`,
  type,
  schemaVersion: 1,
  data,
  metadata: {},
  recordedAt: new Date('2026-11-16T15:00:00Z'),
});

const parsed = (payloads: string[]) => payloads.map((p) => JSON.parse(p) as unknown);

describe('change notice payloads of a sequenced batch', () => {
  it('names every topic the batch touches, once, with its last position, in one array', () => {
    const payloads = changePayloads([event('UserProfileUpdated', { userId: 'u1' }, 41), event('UserRoleChanged', { userId: 'u1' }, 42)]);
    expect(parsed(payloads)).toEqual([[{ topics: ['admin:users', 'user:u1'], position: 42 }]]);
  });

  it('carries the facts the topics provide when they fit', () => {
    const payloads = changePayloads([event('UserRoleChanged', { userId: 'u1' }, 7)], { 'user:u1': { role: 'admin' } });
    expect(parsed(payloads)).toEqual([[{ topics: ['admin:users', 'user:u1'], position: 7, data: { 'user:u1': { role: 'admin' } } }]]);
  });

  it('adds the topics only the facts name (the holders of an edited plan)', () => {
    const holders = { 'user:u2': { plans: [5] } };
    expect(parsed(changePayloads([event('UserRoleChanged', { userId: 'u1' }, 7)], holders))).toEqual([
      [{ topics: ['admin:users', 'user:u1', 'user:u2'], position: 7, data: holders }],
    ]);
  });

  it("sends facts too many for one payload in parts of their own, every part but the last marked continued, no holder left out", () => {
    const tooMany = Object.fromEntries(Array.from({ length: 400 }, (_, i) => [`user:member_${i}`, { plans: [5] }]));
    const payloads = changePayloads([event('UserRoleChanged', { userId: 'u1' }, 7)], tooMany);
    expect(payloads.length).toBeGreaterThan(2);
    for (const p of payloads) expect(Buffer.byteLength(p)).toBeLessThan(8000);
    const notices = payloads.flatMap(parseChangeNotices);
    expect(notices[0]).toEqual({ topics: ['admin:users', 'user:u1'], position: 7, continued: true });
    expect(notices.map((n) => n.continued)).toEqual([...notices.slice(1).map(() => true), undefined]);
    expect(notices.every((n) => n.position === 7)).toBe(true);
    const facts = Object.assign({}, ...notices.map((n) => n.data ?? {}));
    expect(facts).toEqual(tooMany);
    for (const n of notices.slice(1)) expect(n.topics).toEqual(Object.keys(n.data!));
  });

  it('announces nothing when no event maps to a topic', () => {
    expect(changePayloads([event('SomethingNobodyWatches', {}, 7)])).toEqual([]);
    expect(changePayloads([])).toEqual([]);
  });

  it("splits a batch too big for PostgreSQL's 8000-byte NOTIFY into several, with growing positions and no topic lost", () => {
    const many = Array.from({ length: 300 }, (_, i) => event('UserRegistered', { userId: `user-with-a-long-id-${i}` }, i + 1));
    const payloads = changePayloads(many, { big: 'x'.repeat(9000) });
    expect(payloads.length).toBeGreaterThan(1);
    for (const p of payloads) expect(Buffer.byteLength(p)).toBeLessThan(8000);
    const notices = payloads.flatMap(parseChangeNotices);
    expect(notices.every((n) => n.data === undefined)).toBe(true); // a fact too big even alone is dropped: clients refetch
    // The events' notices with growing positions, then the facts' part (its topic kept) at the last one.
    const positions = notices.map((n) => n.position);
    expect(positions.toSorted((a, b) => a - b)).toEqual(positions);
    expect(new Set(positions.slice(0, -1)).size).toBe(positions.length - 1);
    expect(notices.at(-1)).toEqual({ topics: ['big'], position: 300 });
    expect(notices.slice(0, -1).every((n) => n.continued)).toBe(true);
    const topics = new Set(notices.flatMap((n) => n.topics));
    for (let i = 0; i < 300; i++) expect(topics.has(`user:user-with-a-long-id-${i}`)).toBe(true);
  });

  it("falls back to '*' for one event whose topics alone exceed the limit", () => {
    const huge = event('UserRegistered', { userId: 'u'.repeat(9000) }, 5);
    expect(parsed(changePayloads([huge]))).toEqual([[{ topics: [ALL_TOPICS], position: 5 }]]);
  });
});

describe('facts of several topic routes in one batch', () => {
  it("keeps both features' fields on a topic they both fill, and replaces anything else", () => {
    const data = mergeTopicData({ 'user:ana': { promoted: [1] }, agenda: [1] }, { 'user:ana': { records: [2] }, agenda: [2], 'user:beto': { records: [3] } });
    expect(data).toEqual({ 'user:ana': { promoted: [1], records: [2] }, agenda: [2], 'user:beto': { records: [3] } });
  });
});

describe('reading notices off the channel', () => {
  it('accepts an array of notices, and the single notice of the format before batching', () => {
    expect(parseChangeNotices('[{"topics":["agenda"],"position":3},{"topics":["news"],"position":4,"data":{"news":1}}]')).toEqual([
      { topics: ['agenda'], position: 3 },
      { topics: ['news'], position: 4, data: { news: 1 } },
    ]);
    expect(parseChangeNotices('{"topics":["agenda"],"position":3}')).toEqual([{ topics: ['agenda'], position: 3 }]);
    expect(parseChangeNotice('{"topics":["agenda"],"position":3}')).toEqual({ topics: ['agenda'], position: 3 });
  });

  it('leaves out malformed notices and ignores malformed payloads', () => {
    for (const bad of ['', 'not json', 'null', '{"topics":"agenda","position":1}', '{"topics":[1],"position":1}', '{"topics":[]}', '[]']) {
      expect(parseChangeNotices(bad)).toEqual([]);
      expect(parseChangeNotice(bad)).toBeUndefined();
    }
    expect(parseChangeNotices('[{"topics":["a"],"position":1},{"topics":"b"},7]')).toEqual([{ topics: ['a'], position: 1 }]);
  });
});
