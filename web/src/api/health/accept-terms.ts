import { api } from '../../lib/api-client';

/** She accepts the terms version she read (at sign-up, or on the gate after the studio changed them). */
export const acceptTerms = (version: number) => api('POST /api/salud/terminos/aceptar', { body: { version } });
