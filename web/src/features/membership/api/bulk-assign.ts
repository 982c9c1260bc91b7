import { api } from '../../../lib/api-client';
import type { ApiAnswer, ApiInput } from '../../../lib/api-client';

export type BulkAssignInput = ApiInput<'POST /api/usuarios/bulkAsignarPaquete'>['body'];
export type BulkAssignResult = ApiAnswer<'POST /api/usuarios/bulkAsignarPaquete'>;
export type BulkAssignMode = BulkAssignInput['modo'];
/** The members: the ids chosen, or every member matching the list's filter. */
export type BulkTarget = { clerkUserIds: string[] } | { filtro: Record<string, string> };

/** One request for every member chosen (the client adds its Idempotency-Key, so a retry assigns once). */
export const bulkAssign = (body: BulkAssignInput) => api('POST /api/usuarios/bulkAsignarPaquete', { body });
