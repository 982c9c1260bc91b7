import { describe, it } from 'vitest';
import { streamDeciderSpec } from '../../events/framework/decider-spec';
import { calendarFeedDecider } from './calendar-feed.decider';

const spec = streamDeciderSpec(calendarFeedDecider);
const SECRET = 'a'.repeat(43);
const opened = { type: 'CalendarFeedOpened' as const, data: { userId: 'ana', secret: SECRET } };

describe('a member\'s calendar feed', () => {
  it('opens with a fresh secret each time (a renewal), and revokes only a feed that is on', () => {
    spec.given([]).when({ type: 'OpenCalendarFeed', userId: 'ana', freshSecret: SECRET }).then([opened]);
    spec.given([opened]).when({ type: 'OpenCalendarFeed', userId: 'ana', freshSecret: 'b'.repeat(43) }).then([{ type: 'CalendarFeedOpened', data: { userId: 'ana', secret: 'b'.repeat(43) } }]);
    spec.given([opened]).when({ type: 'RevokeCalendarFeed', userId: 'ana' }).then([{ type: 'CalendarFeedRevoked', data: { userId: 'ana' } }]);
    spec.given([]).when({ type: 'RevokeCalendarFeed', userId: 'ana' }).then([]);
  });

  it('refuses a deleted account', () => {
    spec.given([]).when({ type: 'OpenCalendarFeed', userId: 'ana', freshSecret: SECRET, memberDeleted: true }).thenRejects('USER_DELETED');
  });
});
