import { userTopic } from '../../contract/realtime-topics';
import type { TopicRoute } from '../changefeed/topics';
import { WAITLIST_EVENT_TYPES } from '../../events/catalog/waitlist.events';
import type { RecordedEvent } from '../../events/framework/event';

/** The members a waitlist event concerns: the entry's member, or everyone an offer went to. */
const membersOf = (e: RecordedEvent): string[] =>
  e.type === 'WaitlistOfferOpened' ? (e.data.userIds as string[]) : [String(e.data.userId)];

export const waitlistTopics: readonly TopicRoute[] = [
  {
    events: WAITLIST_EVENT_TYPES,
    // `agenda`: a full class's list moved, so every open agenda refetches (positions included); the members
    // concerned; the admin's roster of the class.
    topics: (e) => ['agenda', ...membersOf(e).map(userTopic), 'admin:bookings'],
    /**
     * The promoted member's devices show "Reserva confirmada" at once, and an offer's "Se liberó un lugar":
     * the notice carries the class, per member topic.
     */
    data: async (_trx, events) => {
      const notices: Record<string, { promoted: unknown[]; offered: unknown[] }> = {};
      const of = (userId: string) => (notices[userTopic(userId)] ??= { promoted: [], offered: [] });
      for (const e of events) {
        const occurrence = { horario_id: e.data.slotId, fecha: e.data.fecha, hora: e.data.hora };
        if (e.type === 'WaitlistPromoted') of(String(e.data.userId)).promoted.push(occurrence);
        if (e.type === 'WaitlistOfferOpened') for (const id of membersOf(e)) of(id).offered.push(occurrence);
      }
      return notices;
    },
  },
];
