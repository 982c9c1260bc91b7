import { describe, expect, it } from 'vitest';
import { disciplineEventTypes, packageEventTypes, scheduleSlotEventTypes } from '../../events/catalog/catalog.events';
import type { RecordedEvent } from '../../events/framework/event';
import { topicIndex, topicVisibleTo } from '../changefeed/topics';
import { catalogTopics } from './catalog.topics';

const { topicsFor } = topicIndex(catalogTopics);

const recorded = (type: string): RecordedEvent =>
  ({ type, data: {}, globalPosition: 1, streamId: 'x', streamPosition: 1, eventId: 'e', schemaVersion: 1, metadata: {}, recordedAt: new Date('2026-11-16T15:00:00Z') }) as RecordedEvent;

describe('catalog realtime topics', () => {
  it.each([...disciplineEventTypes, ...scheduleSlotEventTypes, ...packageEventTypes])('%s refreshes everyone on the catalog topic', (type) => {
    expect(topicsFor([recorded(type)])).toEqual(['catalog']);
    expect(topicVisibleTo('catalog', { userId: 'u1', role: 'member' })).toBe(true);
  });
});
