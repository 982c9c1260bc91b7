import { describe, expect, it } from 'vitest';
import type { RecordedEvent } from '../../events/framework/event';
import '../registry';
import { ALL_TOPICS, changeNoticePayload, parseChangeNotice } from './changefeed';

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

describe('change notice payload', () => {
  it("names every topic the command's events touch, once, with the last position", () => {
    const payload = changeNoticePayload([
      event('UserProfileUpdated', { userId: 'u1' }, 41),
      event('UserRoleChanged', { userId: 'u1' }, 42),
    ]);
    expect(JSON.parse(payload!)).toEqual({ topics: ['admin:users', 'user:u1'], position: 42 });
  });

  it('announces nothing when no event maps to a topic', () => {
    expect(changeNoticePayload([event('SomethingNobodyWatches', {}, 7)])).toBeUndefined();
    expect(changeNoticePayload([])).toBeUndefined();
  });

  it("falls back to '*' instead of exceeding PostgreSQL's 8000-byte NOTIFY limit", () => {
    const many = Array.from({ length: 300 }, (_, i) => event('UserRegistered', { userId: `user-with-a-long-id-${i}` }, i + 1));
    const payload = changeNoticePayload(many)!;
    expect(Buffer.byteLength(payload)).toBeLessThan(8000);
    expect(JSON.parse(payload)).toEqual({ topics: [ALL_TOPICS], position: 300 });
  });
});

describe('reading a notice off the channel', () => {
  it('accepts what changeNoticePayload writes', () => {
    expect(parseChangeNotice('{"topics":["agenda"],"position":3}')).toEqual({ topics: ['agenda'], position: 3 });
  });

  it('ignores malformed payloads', () => {
    for (const bad of ['', 'not json', 'null', '{"topics":"agenda","position":1}', '{"topics":[1],"position":1}', '{"topics":[]}']) {
      expect(parseChangeNotice(bad)).toBeUndefined();
    }
  });
});
