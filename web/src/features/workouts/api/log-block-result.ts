import type { ApiInput } from '../../../lib/api-client';
import { api } from '../../../lib/api-client';

export type BlockResultBody = ApiInput<'POST /api/entrenamientos/registrarBloque'>['body'];

/** An AMRAP's rounds and extra reps, or an EMOM's minutes done (online: a result is logged once the block is over). */
export const logBlockResult = (body: BlockResultBody) => api('POST /api/entrenamientos/registrarBloque', { body }, { headers: { 'Idempotency-Key': crypto.randomUUID() } });
