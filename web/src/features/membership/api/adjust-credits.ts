import { api } from '../../../lib/api';
import { useMembershipMutation } from './use-membership-mutation';

export const adjustCredits = (input: { clerkUserId: string; delta: number; reason: string }) =>
  api('POST /api/paquetes/adjustCredits', { body: input });

export const useAdjustCredits = () => useMembershipMutation(adjustCredits);
