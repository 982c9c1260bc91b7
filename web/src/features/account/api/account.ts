import { useMutation } from '@tanstack/react-query';
import { api, type ApiInput } from '../../../lib/api-client';

export type ChangePasswordInput = ApiInput<'POST /api/auth/change-password'>['body'];

/** The server keeps this session and ends every other one. */
export function useChangePassword() {
  return useMutation({
    mutationFn: (input: ChangePasswordInput) => api('POST /api/auth/change-password', { body: input }),
  });
}

export const signOutEverywhere = () => api('POST /api/auth/sign-out-all');

/** docs/product.md §5: what the person types to confirm deleting the account. */
export const DELETE_CONFIRMATION = 'Eliminar cuenta';

export const deleteAccount = () =>
  api('POST /api/auth/delete-account', { body: { confirmacion: DELETE_CONFIRMATION } });
