import { registerTopicHandler } from '../../../lib/realtime';
import { bookingKeys } from './booking-keys';

const USER_TOPIC = 'user:';

/** Realtime: places change for everyone (`agenda`, schedule edits on `catalog`); turnos and credits per member. */
export function registerBookingTopics(): () => void {
  const stops = [
    registerTopicHandler('agenda', (_topic, queryClient) => void queryClient.invalidateQueries({ queryKey: bookingKeys.agendaAll })),
    registerTopicHandler('catalog', (_topic, queryClient) => void queryClient.invalidateQueries({ queryKey: bookingKeys.agendaAll })),
    registerTopicHandler(USER_TOPIC, (topic, queryClient) => {
      const userId = topic.slice(USER_TOPIC.length);
      void queryClient.invalidateQueries({ queryKey: bookingKeys.turnos(userId) });
      void queryClient.invalidateQueries({ queryKey: bookingKeys.memberPackage(userId) });
    }),
  ];
  return () => stops.forEach((stop) => stop());
}
