import { registerTopicHandler } from '../../../lib/realtime';
import { membershipKeys } from './membership-keys';

const USER_TOPIC = 'user:';

/** Realtime for the admin's Usuarios: the list, the request queue, a member's history, the package options. */
export function registerMembershipTopics(): () => void {
  const stops = [
    registerTopicHandler('admin:users', (_topic, queryClient) => void queryClient.invalidateQueries({ queryKey: membershipKeys.usersAll })),
    registerTopicHandler('admin:requests', (_topic, queryClient) => void queryClient.invalidateQueries({ queryKey: membershipKeys.requests })),
    registerTopicHandler(USER_TOPIC, (topic, queryClient) => {
      void queryClient.invalidateQueries({ queryKey: membershipKeys.history(topic.slice(USER_TOPIC.length)) });
    }),
    registerTopicHandler('catalog', (_topic, queryClient) => void queryClient.invalidateQueries({ queryKey: membershipKeys.paquetes })),
  ];
  return () => stops.forEach((stop) => stop());
}
