import type { ApiAnswer, ApiInput } from '../../../lib/api';
import { api } from '../../../lib/api';
import { useMembershipMutation } from './use-membership-mutation';

export type BulkAssignInput = ApiInput<'POST /api/usuarios/bulkAsignarPaquete'>['body'];
export type BulkAssignResult = ApiAnswer<'POST /api/usuarios/bulkAsignarPaquete'>;

/** One request for every member chosen (the client adds its Idempotency-Key, so a retry assigns once). */
export const bulkAssign = (body: BulkAssignInput) => api('POST /api/usuarios/bulkAsignarPaquete', { body });

export const useBulkAssign = () => useMembershipMutation(bulkAssign);
