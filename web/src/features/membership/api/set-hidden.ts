import { apiFetch } from '../../../lib/api-client';
import { useMembershipMutation } from './use-membership-mutation';

export const setHidden = (input: { clerkUserId: string; hidden: boolean }) => apiFetch<unknown>('/api/user/setHidden', { method: 'POST', body: input });

export const useSetHidden = () => useMembershipMutation(setHidden);
