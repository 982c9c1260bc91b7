import type { FastifyRequest, FastifySchema } from 'fastify';
import type { Config } from '../config';
import { fail } from '../../events/framework/errors';
import type { CommandContext } from './commands/command';
import type { DatabaseHandle, Db } from '../../db/database';
import type { Clock } from '../../domain/time/clock';
import type { FileStore } from './storage/file-store';

/** What route plugins need from the outside world, handed in by app.ts (no hidden singletons). */
export interface AppDeps {
  config: Config;
  database: DatabaseHandle;
  db: Db;
  clock: Clock;
  files: FileStore;
}

/** A served route with its schemas, for tests that probe every route. */
export interface AppRoute {
  method: string;
  url: string;
  schema?: FastifySchema;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
    routeList: AppRoute[];
  }
}

/** The command context of a request: actor from the verified session, key from Idempotency-Key. */
export function commandContext(request: FastifyRequest, deps: AppDeps, body: unknown = request.body): CommandContext {
  const header = request.headers['idempotency-key'];
  const key = Array.isArray(header) ? header[0] : header;
  if (key !== undefined && (key.length < 8 || key.length > 200)) {
    throw fail('INVALID_IDEMPOTENCY_KEY');
  }
  return {
    actorId: request.identity?.userId,
    correlationId: request.id,
    idempotencyKey: key ? `${request.identity?.userId ?? 'anon'}:${key}` : undefined,
    request: body,
    now: deps.clock.now(),
  };
}
