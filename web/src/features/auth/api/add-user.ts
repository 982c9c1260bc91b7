import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type AddUserInput = { clerkUserId: string; firstName: string; lastName: string; email: string };

/** Saves a hosted-auth user in the studio's records after sign-up. */
export function addUser(input: AddUserInput): Promise<unknown> {
  return api('POST /api/user/addUser', { body: input });
}

export function useAddUser() {
  return useMutation({ mutationFn: addUser });
}
