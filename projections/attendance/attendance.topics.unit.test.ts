import { describe, expect, it } from 'vitest';
import type { RecordedEvent } from '../../events/framework/event';
import { ATTENDANCE_TYPES } from '../../events/catalog/attendance.events';
import { topicIndex, topicVisibleTo } from '../changefeed/topics';
import { attendanceTopics } from './attendance.topics';

const { topicsFor } = topicIndex(attendanceTopics);

const event = (type: string, data: Record<string, unknown>) => ({ type, data }) as unknown as RecordedEvent;

describe('attendance topics', () => {
  it('tells the consoles, the member and the staff views (Usuarios\' last classes) of every check-in and no-show', () => {
    for (const type of ATTENDANCE_TYPES) {
      const topics = topicsFor([event(type, { userId: 'u1' })]);
      expect(topics.sort()).toEqual(['admin:bookings', 'classes', 'user:u1']);
      expect(topics.filter((t) => topicVisibleTo(t, { userId: 'u2', role: 'member' }))).toEqual(['classes']);
      expect(topics.filter((t) => topicVisibleTo(t, { userId: 'u1', role: 'member' })).sort()).toEqual(['classes', 'user:u1']);
    }
  });

  it('moves the rosters on booking and waitlist changes, nothing else', () => {
    expect(topicsFor([event('WaitlistJoined', { userId: 'u1' })])).toEqual(['classes']);
  });
});
