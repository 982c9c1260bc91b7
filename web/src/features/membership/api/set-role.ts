import { apiFetch } from '../../../lib/api-client';
import { useMembershipMutation } from './use-membership-mutation';

export type StaffRole = 'admin' | 'coach' | 'member';

/** POST /api/user/setRole: admin, coach (Profesor) or member (local accounts; with Clerk the role lives there). */
export const setRole = (input: { clerkUserId: string; role: StaffRole }) => apiFetch<unknown>('/api/user/setRole', { method: 'POST', body: input });

export const useSetRole = () => useMembershipMutation(setRole);
