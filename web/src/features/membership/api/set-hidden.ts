import { useMembershipMutation } from './use-membership-mutation';
import { api } from '../../../lib/api-client';

export const setHidden = (input: { clerkUserId: string; hidden: boolean }) => api('POST /api/user/setHidden', { body: input });

export const useSetHidden = () => useMembershipMutation(setHidden);
