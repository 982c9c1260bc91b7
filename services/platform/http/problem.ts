import type { FastifyReply } from 'fastify';
import type { DomainError } from '../../../events/framework/errors';

/** RFC 9457 problem details, always with a stable `code` and a Spanish `detail` the UI shows as is. */
export interface Problem {
  type: string;
  title: string;
  status: number;
  code: string;
  detail: string;
  [extra: string]: unknown;
}

const titles: Record<number, string> = {
  400: 'Solicitud inválida',
  401: 'No autenticado',
  403: 'Prohibido',
  404: 'No encontrado',
  405: 'Método no permitido',
  408: 'Tiempo agotado',
  409: 'Conflicto',
  413: 'Demasiado grande',
  415: 'Tipo no soportado',
  422: 'No procesable',
  429: 'Demasiadas solicitudes',
  431: 'Encabezados demasiado grandes',
  500: 'Error interno',
  503: 'Servicio no disponible',
};

/**
 * The problem of an error of the one hierarchy (events/framework/errors.ts: DomainError, made by `fail(code)` from the
 * catalogue): `problemOf(fail('NOT_FOUND'))`. `status` only where HTTP itself gave one the catalogue's code covers
 * (a 405 or 406 from Fastify answered as MALFORMED_REQUEST).
 */
export function problemOf(error: DomainError, status: number = error.status): Problem {
  return { type: `about:blank#${error.code}`, title: titles[status] ?? 'Error', status, code: error.code, detail: error.detail, ...error.extra };
}

export function sendProblem(reply: FastifyReply, p: Problem): FastifyReply {
  return reply.code(p.status).type('application/problem+json; charset=utf-8').send(p);
}
