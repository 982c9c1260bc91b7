import { api } from '../../../lib/api-client';

export type BookMakeupInput = { horario_id: number; fecha: string };

/** POST /api/recuperos/reservar: a class paid with a make-up right; refusals arrive as ApiError with the server's Spanish detail. */
export const bookMakeup = (input: BookMakeupInput) => api('POST /api/recuperos/reservar', { body: input });
