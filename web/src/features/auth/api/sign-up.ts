import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type ApiInput } from '../../../lib/api';
import { meQueryKey } from './get-me';

export type SignUpInput = ApiInput<'POST /api/auth/sign-up'>['body'];

export function signUp(input: SignUpInput): Promise<unknown> {
  return api('POST /api/auth/sign-up', { body: input }, { anonymous: true });
}

export function useSignUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signUp,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meQueryKey }),
  });
}
