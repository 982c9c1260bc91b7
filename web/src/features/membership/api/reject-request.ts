import { useMembershipMutation } from './use-membership-mutation';
import { api } from '../../../lib/api-client';

export const rejectRequest = (input: { requestId: number; reason: string }) => api('POST /api/paquetes/rejectRequest', { body: input });

export const useRejectRequest = () => useMembershipMutation(rejectRequest);
