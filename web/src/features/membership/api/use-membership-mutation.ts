import { useMutation, useQueryClient } from '@tanstack/react-query';

/** A Usuarios command: afterwards the users, the request queue and histories are refetched. */
export function useMembershipMutation<Input, Output>(mutationFn: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: ['membership'] }) });
}
