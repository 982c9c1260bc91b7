import { useMutation, useQueryClient } from '@tanstack/react-query';
import { meQueryKey } from './get-me';
import { api, type ApiInput } from '../../../lib/api-client';

export type ResetPasswordInput = ApiInput<'POST /api/auth/reset-password'>['body'];

/** The server answers the same whether or not the email has an account. */
export function useForgotPassword() {
  return useMutation({
    mutationFn: (email: string) => api('POST /api/auth/forgot-password', { body: { email } }, { anonymous: true }),
  });
}

/** A new password through the emailed link: every session of hers ends and this one starts, so the session is reloaded. */
export function useResetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ResetPasswordInput) => api('POST /api/auth/reset-password', { body: input }, { anonymous: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meQueryKey }),
  });
}

export function useVerifyEmail() {
  return useMutation({
    mutationFn: (token: string) => api('POST /api/auth/verify-email', { body: { token } }, { anonymous: true }),
  });
}

/** An emailed link's token: in the address's fragment (#token=…), which the browser never sends to the server. */
export const linkTokenOf = (hash: string): string => new URLSearchParams(hash.replace(/^#/, '')).get('token') ?? '';
