import type { StreamDecider } from '../../events/framework/decider';
import { fail } from '../../events/framework/errors';
import type { CalendarFeedEvent } from '../../events/catalog/reminders.events';

export interface CalendarFeedState {
  secret: string | null;
}

/** `freshSecret`: drawn before deciding (deciders are pure); `memberDeleted` looked up, as every member command. */
export type CalendarFeedCommand =
  | { type: 'OpenCalendarFeed'; userId: string; freshSecret: string; memberDeleted?: boolean }
  | { type: 'RevokeCalendarFeed'; userId: string; memberDeleted?: boolean };

const initialState = (): CalendarFeedState => ({ secret: null });
const evolve = (_: CalendarFeedState, event: CalendarFeedEvent): CalendarFeedState => ({
  secret: event.type === 'CalendarFeedOpened' ? event.data.secret : null,
});

/** Opening always issues a new secret (a renewal: the old link stops); revoking a feed that is off records nothing. */
function decide(command: CalendarFeedCommand, state: CalendarFeedState): CalendarFeedEvent[] {
  if (command.memberDeleted) throw fail('USER_DELETED');
  if (command.type === 'OpenCalendarFeed') return [{ type: 'CalendarFeedOpened', data: { userId: command.userId, secret: command.freshSecret } }];
  return state.secret === null ? [] : [{ type: 'CalendarFeedRevoked', data: { userId: command.userId } }];
}

export const calendarFeedDecider: StreamDecider<CalendarFeedState, CalendarFeedCommand, CalendarFeedEvent> = { initialState, evolve, decide };
