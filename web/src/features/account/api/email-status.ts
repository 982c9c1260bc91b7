import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const emailStatusKey = ['account', 'email-status'] as const;

/** Whether her sign-in email is confirmed; refetched when she comes back to the tab after opening the link. */
export const emailStatusQuery = () => queryOptions({ queryKey: emailStatusKey, queryFn: () => api('GET /api/auth/email-status') });

export const useEmailStatus = () => useQuery(emailStatusQuery());

export function useResendVerification() {
  return useMutation({ mutationFn: () => api('POST /api/auth/verify-email/resend') });
}
