import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/**
 * One log line per request at `info` instead of Fastify's two ("incoming request", then "request completed"): the
 * completed line carries the request as well (the request serializer's method, url without tokens, host, address),
 * with its status and time, and `reqId` ties it to anything the handler logged. Each line is a JSON serialization and
 * a synchronous write to stdout on every request: at the default LOG_LEVEL=info the pair cost about 8% of a small
 * API request's CPU (bench/booking-http.profile.ts). The arrival line is still there at `debug`, for a request
 * that never completes; errors are logged as Fastify logs them.
 */
export class RequestLogLines extends LogController {
  override incomingRequest(request: FastifyRequest): void {
    if (!this.isLogDisabled(request)) request.log.debug({ req: request }, 'incoming request');
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    if (error) reply.log.error({ req: request, res: reply, err: error, responseTime: reply.elapsedTime }, 'request errored');
    else reply.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }
}
