import type { TopicHandlers } from '../../../lib/realtime';
import type { MemberBooking } from './get-member-bookings';
import { receiveWaitlistFacts } from './waitlist-notices';

/**
 * Realtime for the waitlist: a waitlist change reaches every open agenda as an `agenda` notice, and a member's
 * place in line rides on their turnos, so the turnos of a member who waits for a class refetch too (only theirs:
 * a studio's every booking is an `agenda` notice); the member's own topic may carry a promotion or an offer to
 * show at once.
 */
export const waitlistTopicHandlers: TopicHandlers = {
  agenda: (_event, queryClient) => {
    for (const [queryKey, turnos] of queryClient.getQueriesData<MemberBooking[]>({ queryKey: ['home', 'turnos'] })) {
      if (turnos?.some((t) => t.estado === 'en_espera')) void queryClient.invalidateQueries({ queryKey, exact: true });
    }
  },
  user: ({ userId, data }) => receiveWaitlistFacts(userId, data),
};
