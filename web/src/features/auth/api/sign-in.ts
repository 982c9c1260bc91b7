import { useMutation, useQueryClient } from '@tanstack/react-query';
import { meQueryKey } from './get-me';
import { api, type ApiInput } from '../../../lib/api-client';

export type SignInInput = ApiInput<'POST /api/auth/sign-in'>['body'];

export function signIn(input: SignInInput): Promise<unknown> {
  return api('POST /api/auth/sign-in', { body: input }, { anonymous: true });
}

/** Succeeds once the session user has been reloaded, so guards see the new state. */
export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meQueryKey }),
  });
}
