import { useMutation, useQueryClient } from '@tanstack/react-query';
import { acceptTerms } from '../../../api/health/accept-terms';
import { meQueryKey } from './get-me';
import { api, type ApiInput } from '../../../lib/api-client';

export type SignUpInput = ApiInput<'POST /api/auth/sign-up'>['body'];

export function signUp(input: SignUpInput): Promise<unknown> {
  return api('POST /api/auth/sign-up', { body: input }, { anonymous: true });
}

export function useSignUp() {
  const queryClient = useQueryClient();
  return useMutation({
    // The terms version her checkbox accepted is recorded as soon as the account exists (the session cookie is set).
    mutationFn: async ({ termsVersion, ...input }: SignUpInput & { termsVersion?: number | null }) => {
      await signUp(input);
      if (termsVersion) await acceptTerms(termsVersion);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meQueryKey }),
  });
}
