import type { TopicHandlers } from '../../../lib/realtime';
import { receiveWaitlistFacts } from './waitlist-notices';

/**
 * Realtime for the waitlist: a waitlist change reaches every open agenda as an `agenda` notice, and a member's
 * place in line rides on their turnos, so those refetch too; the member's own topic may carry a promotion or
 * an offer to show at once.
 */
export const waitlistTopicHandlers: TopicHandlers = {
  agenda: (_event, queryClient) => void queryClient.invalidateQueries({ queryKey: ['home', 'turnos'] }),
  user: ({ userId, data }) => receiveWaitlistFacts(userId, data),
};
