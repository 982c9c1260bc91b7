import fp from 'fastify-plugin';
import { fail } from '../../../events/framework/errors';
import { findViolation, type PolicyViolation } from './input-policy';

const textProblem = ({ path, reason }: PolicyViolation) => ({ field: path || undefined, nested: reason === 'depth' });

/**
 * Applies the shared input policy to the parsed params, query and body of every route before its schema
 * runs, so no handler (and no SQL statement) ever sees text PostgreSQL would refuse with a 5xx.
 * Multipart parts are not parsed yet here; their handlers read fields with their own strict patterns.
 */
export const inputPolicyPlugin = fp(async (app) => {
  // A callback hook, not an async one: every request passes here, and almost all pass without a promise.
  app.addHook('preValidation', (request, _reply, done) => {
    const violation = findViolation(request.params) ?? findViolation(request.query) ?? findViolation(request.body);
    done(violation ? fail('INVALID_TEXT', textProblem(violation), { field: violation.path || undefined }) : undefined);
  });
});
