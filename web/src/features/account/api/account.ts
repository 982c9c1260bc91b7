import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export type ChangePasswordInput = { actual: string; nueva: string };

/** The server keeps this session and ends every other one. */
export function useChangePassword() {
  return useMutation({
    mutationFn: (input: ChangePasswordInput) => apiFetch<void>('/api/auth/change-password', { method: 'POST', body: input }),
  });
}

export const signOutEverywhere = () => apiFetch<void>('/api/auth/sign-out-all', { method: 'POST' });

/** SPEC.md §5: what the person types to confirm deleting the account. */
export const DELETE_CONFIRMATION = 'Eliminar cuenta';

export const deleteAccount = () =>
  apiFetch<void>('/api/auth/delete-account', { method: 'POST', body: { confirmacion: DELETE_CONFIRMATION } });
