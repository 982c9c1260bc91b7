import type { FastifyInstance } from 'fastify';
import type { Config } from './config';
import type { DatabaseHandle } from './platform/database/database';

/** Long-running work beside the HTTP server: seeding, async projectors, realtime fan-out. */
export async function startBackgroundWork(
  _app: FastifyInstance,
  _deps: { config: Config; database: DatabaseHandle },
): Promise<{ stop(): Promise<void> }> {
  return { stop: async () => undefined };
}
