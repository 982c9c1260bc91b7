import fp from 'fastify-plugin';
import { invalid } from '../../../events/framework/errors';
import { findViolation, type PolicyViolation } from './input-policy';

const detail = ({ path, reason }: PolicyViolation): string => {
  const field = path ? `El campo ${path}` : 'La solicitud';
  if (reason === 'depth') return `${field} tiene demasiados niveles anidados.`;
  return `${field} tiene caracteres no válidos. Revisa el texto y vuelve a intentarlo.`;
};

/**
 * Applies the shared input policy to the parsed params, query and body of every route before its schema
 * runs, so no handler (and no SQL statement) ever sees text PostgreSQL would refuse with a 5xx.
 * Multipart parts are not parsed yet here; their handlers read fields with their own strict patterns.
 */
export const inputPolicyPlugin = fp(async (app) => {
  app.addHook('preValidation', async (request) => {
    for (const part of [request.params, request.query, request.body]) {
      const violation = findViolation(part);
      if (violation) throw invalid('INVALID_TEXT', detail(violation), { field: violation.path || undefined });
    }
  });
});
