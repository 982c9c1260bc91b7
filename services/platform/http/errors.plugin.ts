import fp from 'fastify-plugin';
import type { FastifyError } from 'fastify';
import { DomainError } from '../../../events/framework/errors';
import { databaseUnavailable, isConnectionLost } from '../database/connection-errors';
import { problem, sendProblem } from './problem';

// Long enough for a killed session or a restarting PostgreSQL to come back.
const RETRY_AFTER_SECONDS = '2';

const fieldName = (path: string) => path.replace(/^\//, '').replace(/\//g, '.') || 'cuerpo';

/** Spanish text for the first schema violation, naming the field. */
function validationDetail(error: FastifyError): string {
  const first = error.validation?.[0] as { instancePath?: string; keyword?: string; params?: Record<string, unknown> } | undefined;
  if (!first) return 'Revisá los datos enviados.';
  const missing = first.params?.missingProperty ?? first.params?.requiredProperties;
  if (first.keyword === 'required' && missing) return `Falta el campo ${String(missing)}.`;
  return `El campo ${fieldName(first.instancePath ?? '')} no es válido.`;
}

/** The one place errors become HTTP answers: problem+json, never a stack trace, 5xx details masked. */
export const errorsPlugin = fp(async (app) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof DomainError) {
      if (error.status === 503) reply.header('retry-after', RETRY_AFTER_SECONDS);
      return sendProblem(reply, problem(error.status, error.code, error.detail, error.extra));
    }
    if (isConnectionLost(error)) {
      // A query (commands retry on their own) whose connection died, or a database that is down: a fault
      // that passes, not a bug. Nothing was changed, so the client may simply ask again.
      request.log.warn({ err: error }, 'database connection lost');
      reply.header('retry-after', RETRY_AFTER_SECONDS);
      const unavailable = databaseUnavailable();
      return sendProblem(reply, problem(503, unavailable.code, unavailable.detail));
    }
    if (error.validation) {
      return sendProblem(reply, problem(400, 'VALIDATION_ERROR', validationDetail(error)));
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      return sendProblem(reply, problem(429, 'TOO_MANY_REQUESTS', 'Hiciste demasiados intentos. Esperá un minuto y probá de nuevo.'));
    }
    if (status === 413) {
      return sendProblem(reply, problem(413, 'PAYLOAD_TOO_LARGE', 'El archivo o los datos enviados son demasiado grandes.'));
    }
    if (status === 415) {
      return sendProblem(reply, problem(415, 'UNSUPPORTED_MEDIA_TYPE', 'Formato de envío no soportado.'));
    }
    if (status >= 400 && status < 500) {
      return sendProblem(reply, problem(status, 'MALFORMED_REQUEST', 'La solicitud está mal formada.'));
    }
    request.log.error({ err: error }, 'unhandled error');
    return sendProblem(reply, problem(500, 'INTERNAL', 'Ocurrió un error inesperado. Intentá de nuevo.'));
  });

});
