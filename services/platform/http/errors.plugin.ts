import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import fp from 'fastify-plugin';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { databaseUnavailable, DomainError, fail } from '../../../events/framework/errors';
import { isConnectionLost } from '../../../db/connection-errors';
import { conflictOf } from '../../../events/store/conflicts';
import { problemOf, sendProblem } from './problem';

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
      return sendProblem(reply, problemOf(error));
    }
    if (isConnectionLost(error)) {
      // A query (commands retry on their own) whose connection died, or a database that is down: a fault
      // that passes, not a bug. Nothing was changed, so the client may simply ask again.
      request.log.warn({ err: error }, 'database connection lost');
      reply.header('retry-after', RETRY_AFTER_SECONDS);
      return sendProblem(reply, problemOf(databaseUnavailable()));
    }
    if (conflictOf(error) === 'locks') {
      // A read that could not have its lock in time (a rebuild swapping the read tables in, a deadlock PostgreSQL
      // broke on its side): it changed nothing and passes in a moment. Commands retry these themselves.
      request.log.warn({ err: error }, 'lock not granted');
      reply.header('retry-after', RETRY_AFTER_SECONDS);
      return sendProblem(reply, problemOf(fail('BUSY')));
    }
    if (error.validation) {
      return sendProblem(reply, problemOf(fail('VALIDATION_ERROR', { text: validationDetail(error) })));
    }
    const state = sqlState(error);
    if (state && BAD_INPUT_SQLSTATES.has(state)) {
      request.log.warn({ err: error }, 'input refused by the database');
      return sendProblem(reply, problemOf(fail('INVALID_VALUE')));
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      return sendProblem(reply, problemOf(fail('TOO_MANY_REQUESTS')));
    }
    if (status === 413) {
      return sendProblem(reply, problemOf(fail('PAYLOAD_TOO_LARGE')));
    }
    if (status === 415) {
      return sendProblem(reply, problemOf(fail('UNSUPPORTED_MEDIA_TYPE')));
    }
    if (status >= 400 && status < 500) {
      // The status Fastify gave (405, 406, ...) is kept; the code and text are the catalogue's.
      return sendProblem(reply, problemOf(fail('MALFORMED_REQUEST'), status));
    }
    request.log.error({ err: error }, 'unhandled error');
    return sendProblem(reply, problemOf(fail('INTERNAL')));
  });

});

/**
 * Errors Fastify raises before routing (a path with bad percent-encoding, an over-long parameter): same
 * problem shape as everything else. Passed as the `frameworkErrors` server option.
 */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
  void sendProblem(reply, problemOf(fail('MALFORMED_URL'), status));
}

/** What Node's HTTP parser refused, as the catalogue names it (an unknown method such as BREW is its own case). */
function clientProblem(code: string | undefined) {
  if (code === 'HPE_INVALID_METHOD') return problemOf(fail('UNKNOWN_METHOD'));
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return problemOf(fail('REQUEST_TIMEOUT'));
  if (code === 'HPE_HEADER_OVERFLOW') return problemOf(fail('HEADERS_TOO_LARGE'));
  return problemOf(fail('MALFORMED_REQUEST'));
}

/**
 * Requests Node's HTTP parser refuses before Fastify has a request at all (an unknown method, a malformed request
 * line or header, headers too large, a request too slow to arrive): the same problem+json as every other error,
 * where Fastify's default answers an English JSON. Passed as the `clientErrorHandler` server option. The parser cannot
 * read on after such an error, so the connection closes once the answer is written.
 */
export function clientErrors(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const p = clientProblem(error.code);
  const body = JSON.stringify(p);
  if (!socket.writable) return void socket.destroy();
  // end(), not write() then destroy(): the answer is flushed before the connection closes.
  socket.end(
    `HTTP/1.1 ${p.status} ${STATUS_CODES[p.status]}\r\nContent-Type: application/problem+json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nX-Content-Type-Options: nosniff\r\nCache-Control: no-store\r\nConnection: close\r\n\r\n${body}`,
  );
}
