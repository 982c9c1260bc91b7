import { api } from '../../../lib/api';
import { useMembershipMutation } from './use-membership-mutation';

export const setHidden = (input: { clerkUserId: string; hidden: boolean }) => api('POST /api/user/setHidden', { body: input });

export const useSetHidden = () => useMembershipMutation(setHidden);
