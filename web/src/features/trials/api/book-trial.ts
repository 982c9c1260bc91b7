import { api, type ApiInput } from '../../../lib/api-client';

export type BookTrialInput = ApiInput<'POST /api/publico/clasePrueba'>['body'];

/** Books a visitor's trial class; refusals arrive as ApiError with the contract's code and Spanish detail. */
export const bookTrial = (body: BookTrialInput) => api('POST /api/publico/clasePrueba', { body });
