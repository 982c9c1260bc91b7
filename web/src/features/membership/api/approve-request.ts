import { api } from '../../../lib/api';
import { useMembershipMutation } from './use-membership-mutation';

export const approveRequest = (requestId: number) => api('POST /api/paquetes/approveRequest', { body: { requestId } });

export const useApproveRequest = () => useMembershipMutation(approveRequest);
