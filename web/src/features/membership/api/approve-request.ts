import { apiFetch } from '../../../lib/api-client';
import { useMembershipMutation } from './use-membership-mutation';

export const approveRequest = (requestId: number) => apiFetch<unknown>('/api/paquetes/approveRequest', { method: 'POST', body: { requestId } });

export const useApproveRequest = () => useMembershipMutation(approveRequest);
