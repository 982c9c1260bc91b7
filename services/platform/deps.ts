import type { FastifySchema } from 'fastify';
import type { Config } from '../config';
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
