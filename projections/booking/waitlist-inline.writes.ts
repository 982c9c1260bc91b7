import { sql, type RawBuilder } from 'kysely';
import type { RecordedEvent } from '../../events/framework/event';
import type { Projector } from '../runner/projection';
import { bookingInlineWrites, bookingWritesMirrorProjectors } from './booking-inline.writes';
import { waitlistWrite, WAITLIST_TYPES, type RecordedWaitlistEvent } from './waitlist.writes';

/**
 * The inline projections of the waitlist commands as data-modifying CTEs (the commands' one writing statement):
 * - waitlist events: the statements of waitlist.writes.ts, as waitlist@v1 runs them;
 * - booking and credit events: booking-inline.writes.ts, whose booking fold gives an occurrence that several of them
 *   move (a cancellation and its promotion, or several promotions when a capacity is raised) their net effect.
 * tests/api/waitlist.api.test.ts replays the log through the projectors and compares.
 */
export function waitlistWritesMirrorProjectors(inline: readonly Projector[]): boolean {
  if (!bookingWritesMirrorProjectors(inline)) return false;
  return [...WAITLIST_TYPES].every((type) => {
    const handling = inline.filter((p) => p.handles.includes(type)).map((p) => p.name);
    return handling.length === 1 && handling[0] === 'waitlist@v1';
  });
}

export function waitlistInlineWrites(events: readonly RecordedEvent[]): RawBuilder<unknown>[] {
  const waitlist = events.filter((e) => WAITLIST_TYPES.has(e.type)) as RecordedWaitlistEvent[];
  const others = events.filter((e) => !WAITLIST_TYPES.has(e.type));
  return [...bookingInlineWrites(others), ...waitlist.map((e, i) => sql`${sql.id(`wl_${i}`)} AS (${waitlistWrite(e)})`)];
}
