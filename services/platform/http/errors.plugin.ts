import fp from 'fastify-plugin';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { DomainError } from '../../../events/framework/errors';
import { databaseUnavailable, isConnectionLost } from '../../../db/connection-errors';
import { problem, sendProblem } from './problem';

// Long enough for a killed session or a restarting PostgreSQL to come back.
const RETRY_AFTER_SECONDS = '2';

/**
 * PostgreSQL refusing a value (a character it cannot store, a number or date out of range, a string too long
 * for its column) means the input was bad, not the server: the schemas should have caught it, and this is the
 * net under them. https://www.postgresql.org/docs/current/errcodes-appendix.html (class 22, data exception).
 */
const BAD_INPUT_SQLSTATES = new Set(['22P05', '22021', '22008', '22003', '22007', '22001', '22P02', '22004', '2201E']);

function sqlState(error: unknown): string | undefined {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined, i = 0; e && i < 4; e = e.cause as typeof e, i++) {
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return e.code;
  }
  return undefined;
}

const fieldName = (path: string) => path.replace(/^\//, '').replace(/\//g, '.') || 'cuerpo';

/** Spanish text for the first schema violation, naming the field. */
function validationDetail(error: FastifyError): string {
  const first = error.validation?.[0] as { instancePath?: string; keyword?: string; params?: Record<string, unknown> } | undefined;
  if (!first) return 'Revisa los datos enviados.';
  const missing = first.params?.missingProperty ?? first.params?.requiredProperties;
  if (first.keyword === 'required' && missing) return `Falta el campo ${String(missing)}.`;
  const field = fieldName(first.instancePath ?? '');
  if (first.keyword === 'format' && String(first.params?.format).includes('date')) {
    return `El campo ${field} debe ser una fecha que exista (AAAA-MM-DD).`;
  }
  if (first.keyword === 'maxLength') return `El campo ${field} es demasiado largo (máximo ${String(first.params?.limit)} caracteres).`;
  if (first.keyword === 'maximum' || first.keyword === 'minimum') return `El campo ${field} está fuera del rango permitido.`;
  return `El campo ${field} no es válido.`;
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
    const state = sqlState(error);
    if (state && BAD_INPUT_SQLSTATES.has(state)) {
      request.log.warn({ err: error }, 'input refused by the database');
      return sendProblem(reply, problem(400, 'INVALID_VALUE', 'Algún dato enviado no es válido (un número, una fecha o un texto fuera de rango). Revisa los datos y vuelve a intentarlo.'));
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      return sendProblem(reply, problem(429, 'TOO_MANY_REQUESTS', 'Hiciste demasiados intentos. Espera un minuto y prueba de nuevo.'));
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
    return sendProblem(reply, problem(500, 'INTERNAL', 'Ocurrió un error inesperado. Intenta de nuevo.'));
  });

});

/**
 * Errors Fastify raises before routing (a path with bad percent-encoding, an over-long parameter): same
 * problem shape as everything else. Passed as the `frameworkErrors` server option.
 */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
  void sendProblem(reply, problem(status, 'MALFORMED_URL', 'La dirección de la solicitud está mal formada.'));
}
