import { useMembershipMutation } from './use-membership-mutation';
import { api } from '../../../lib/api-client';

export const adjustCredits = (input: { clerkUserId: string; delta: number; reason: string }) =>
  api('POST /api/paquetes/adjustCredits', { body: input });

export const useAdjustCredits = () => useMembershipMutation(adjustCredits);
