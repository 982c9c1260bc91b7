import type { CalendarFeedEvent } from '../../events/catalog/reminders.events';
import type { RecordedEvent } from '../../events/framework/event';
import type { Projector } from '../runner/projection';

/** calendar_feeds: each member's current feed secret (null once revoked). A deleted account leaves no row. */
export const calendarFeedsProjector: Projector = {
  name: 'calendar-feeds@v1',
  tables: ['calendar_feeds'],
  // UserDeleted too: the deletion removes the row in its own transaction, and a rebuild must not bring it back.
  handles: ['CalendarFeedOpened', 'CalendarFeedRevoked', 'UserDeleted'],
  async apply(trx, recorded) {
    const userId = String(recorded.data.userId);
    if (recorded.type === 'UserDeleted') {
      await trx.deleteFrom('calendar_feeds').where('user_id', '=', userId).execute();
      return;
    }
    const event = recorded as unknown as RecordedEvent & CalendarFeedEvent;
    const row = { secret: event.type === 'CalendarFeedOpened' ? event.data.secret : null, last_position: recorded.streamPosition };
    await trx
      .insertInto('calendar_feeds')
      .values({ user_id: userId, ...row })
      .onConflict((oc) => oc.column('user_id').doUpdateSet(row).where('calendar_feeds.last_position', '<', recorded.streamPosition))
      .execute();
  },
};
