import { useMutation, useQueryClient } from '@tanstack/react-query';
import { membershipChangeKeys } from './membership-keys';
import { refreshesAfter } from '../../../lib/api-client';

/** A Usuarios command: the users, the request queue and histories follow it (lib/api-client.ts). */
export function useMembershipMutation<Input, Output>(mutationFn: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, ...refreshesAfter(queryClient, membershipChangeKeys) });
}
