import { apiFetch } from '../../../lib/api-client';
import { useMembershipMutation } from './use-membership-mutation';

export const adjustCredits = (input: { clerkUserId: string; delta: number; reason: string }) =>
  apiFetch<unknown>('/api/paquetes/adjustCredits', { method: 'POST', body: input });

export const useAdjustCredits = () => useMembershipMutation(adjustCredits);
