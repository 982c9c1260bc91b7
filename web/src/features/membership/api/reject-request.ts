import { api } from '../../../lib/api';
import { useMembershipMutation } from './use-membership-mutation';

export const rejectRequest = (input: { requestId: number; reason: string }) => api('POST /api/paquetes/rejectRequest', { body: input });

export const useRejectRequest = () => useMembershipMutation(rejectRequest);
