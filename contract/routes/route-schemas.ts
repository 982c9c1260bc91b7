import type { TSchema } from 'typebox';

/** The schemas of one route, as Fastify takes them: what it validates and what it may answer, by status. */
export interface RouteSchema {
  params?: TSchema;
  querystring?: TSchema;
  body?: TSchema;
  headers?: TSchema;
  response?: Record<number, TSchema>;
}

/** A feature's routes by "METHOD /path". */
export type RouteSchemas = Record<string, RouteSchema>;
