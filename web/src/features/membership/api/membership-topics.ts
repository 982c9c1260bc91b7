import type { TopicHandlers } from '../../../lib/realtime';
import { membershipKeys } from './membership-keys';

/** Realtime for the admin's Usuarios: the list, the request queue, a member's history, the package options. */
export const membershipTopicHandlers: TopicHandlers = {
  'admin:users': (_event, queryClient) => void queryClient.invalidateQueries({ queryKey: membershipKeys.usersAll }),
  'admin:requests': (_event, queryClient) => void queryClient.invalidateQueries({ queryKey: membershipKeys.requests }),
  // A booking or a cancellation changes a member's last class and whether she is "Sin venir hace 2 semanas".
  'admin:bookings': (_event, queryClient) => void queryClient.invalidateQueries({ queryKey: membershipKeys.lists }),
  user: ({ userId }, queryClient) => void queryClient.invalidateQueries({ queryKey: membershipKeys.history(userId) }),
  catalog: (_event, queryClient) => void queryClient.invalidateQueries({ queryKey: membershipKeys.paquetes }),
};
