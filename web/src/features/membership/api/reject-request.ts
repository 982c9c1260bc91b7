import { apiFetch } from '../../../lib/api-client';
import { useMembershipMutation } from './use-membership-mutation';

export const rejectRequest = (input: { requestId: number; reason: string }) => apiFetch<unknown>('/api/paquetes/rejectRequest', { method: 'POST', body: input });

export const useRejectRequest = () => useMembershipMutation(rejectRequest);
