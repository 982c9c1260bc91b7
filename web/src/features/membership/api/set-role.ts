import { useMembershipMutation } from './use-membership-mutation';
import { api } from '../../../lib/api-client';

export type StaffRole = 'admin' | 'coach' | 'member';

/** POST /api/user/setRole: admin, coach (Profesor) or member (local accounts; with Clerk the role lives there). */
export const setRole = (input: { clerkUserId: string; role: StaffRole }) => api('POST /api/user/setRole', { body: input });

export const useSetRole = () => useMembershipMutation(setRole);
