import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshesAfter } from '../../../lib/command-refresh';
import { membershipChangeKeys } from './membership-keys';

/** A Usuarios command: the users, the request queue and histories follow it (lib/command-refresh.ts). */
export function useMembershipMutation<Input, Output>(mutationFn: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, ...refreshesAfter(queryClient, membershipChangeKeys) });
}
