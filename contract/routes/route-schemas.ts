import type { TSchema } from 'typebox';
import { ProblemSchema } from '../http';

/**
 * Who may call a route, checked against the verified session before the handler runs: 'public' (anyone, no
 * session), 'member' (anyone signed in), 'staff' (admins and coaches: the class console, plan editing), 'admin'
 * (money, packages and roles). Whose data a member may read is the handler's to check (NOT_YOUR_DATA).
 */
export type Access = 'public' | 'member' | 'staff' | 'admin';

/** The problem statuses a handler itself can end in, beyond those its access, method and input already imply. */
export type HandlerErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 416 | 422 | 429 | 503;

/** One route as a feature declares it: who may call it, its inputs (as Fastify validates them), its success answers, its handler's errors. */
export interface RouteDefinition {
  access: Access;
  params?: TSchema;
  querystring?: TSchema;
  body?: TSchema;
  headers?: TSchema;
  /** Success answers (and any answer with a body of its own shape, as /api/ready's 503). */
  response?: Record<number, TSchema>;
  /** The error statuses the handler can produce (a 404 for what it names, a 409 for a rule, a 422 for a reused key…). */
  errors?: readonly HandlerErrorStatus[];
}

/** The problem answers a route may list; which ones it does are its entry's `errors`. */
type ProblemAnswers = { readonly [S in HandlerErrorStatus | 500]?: typeof ProblemSchema };

/** A declared route with every problem status it can answer added to its responses (each documented in OpenAPI). */
export type RouteEntry<D extends RouteDefinition> = Omit<D, 'response' | 'errors'> & {
  response: (D['response'] extends Record<number, TSchema> ? D['response'] : unknown) & ProblemAnswers;
  /** Every problem status the route can answer, ascending: what its OpenAPI responses list. */
  errors: readonly number[];
};

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const ROLE_REFUSAL = { staff: 'Only staff (admins and coaches) may call it (STAFF_ONLY).', admin: 'Only admins may call it (ADMIN_ONLY).' } as const;

/** Why a route answers each problem status, from what its definition says: its access, its method, its inputs, its handler. */
export function problemReasons(method: string, definition: RouteDefinition): Map<number, string[]> {
  const { access, params, querystring, body, headers } = definition;
  const handler = new Set<number>(definition.errors ?? []);
  const signedIn = access !== 'public';
  const reasons = new Map<number, string[]>();
  const add = (status: number, when: boolean, reason: string) => {
    if (when) reasons.set(status, [...(reasons.get(status) ?? []), reason]);
  };
  add(400, !!(params || querystring || body || headers), 'The input fails its schema (VALIDATION_ERROR, INVALID_TEXT, INVALID_VALUE).');
  add(400, handler.has(400), 'A rule on the values refuses it (a 400 code of contract/errors.ts).');
  add(401, signedIn, 'No session, or it ended (UNAUTHENTICATED).');
  add(401, handler.has(401), 'The credentials or the signature are wrong.');
  add(403, access === 'staff' || access === 'admin', ROLE_REFUSAL[access as keyof typeof ROLE_REFUSAL]);
  add(403, BODY_METHODS.has(method), 'A state change sent from a page of another site (CROSS_SITE_REQUEST).');
  add(403, handler.has(403), 'The caller may not act on what it names (NOT_YOUR_DATA and the like).');
  add(404, handler.has(404), 'What it names does not exist (NOT_FOUND or the feature’s own code).');
  add(409, signedIn, 'Queued offline by another member than the session’s (QUEUED_FOR_ANOTHER_MEMBER).');
  add(409, handler.has(409), 'A studio rule refuses it, or another change came first (a 409 code of contract/errors.ts).');
  add(413, BODY_METHODS.has(method), 'The body is too large (PAYLOAD_TOO_LARGE, FILE_TOO_LARGE).');
  add(415, BODY_METHODS.has(method), 'The body is of a type the route does not take (UNSUPPORTED_MEDIA_TYPE).');
  add(416, handler.has(416), 'The byte range asked for starts past the end of the file.');
  add(422, handler.has(422), 'Its Idempotency-Key was already used with another body (IDEMPOTENCY_KEY_REUSED).');
  add(429, handler.has(429), 'Too many attempts in a short time (TOO_MANY_REQUESTS).');
  add(500, true, 'Unexpected (INTERNAL): the details are logged, never sent.');
  add(503, signedIn || handler.has(503), 'The database could not be reached or is overloaded (DATABASE_UNAVAILABLE, BUSY, OUTCOME_UNKNOWN).');
  return reasons;
}

// One schema object per distinct description: routes that answer a status for the same reasons share it, and so
// share its compiled serializer (services/platform/http/shared-compilers.ts keys them by schema object).
const problemSchemas = new Map<string, TSchema>();
const problemSchema = (description: string) => {
  let schema = problemSchemas.get(description);
  if (!schema) problemSchemas.set(description, (schema = { ...ProblemSchema, description }));
  return schema;
};

/**
 * A feature's routes by "METHOD /path", written once here: the server registers each under its key with these
 * schemas and its access (services/platform/http/contract-route.ts), the web types its calls by them, and the
 * OpenAPI document lists every problem status each can answer, with the reasons.
 */
export function defineRoutes<const T extends Record<string, RouteDefinition>>(definitions: T): { [K in keyof T]: RouteEntry<T[K]> } {
  const entries: Record<string, unknown> = {};
  for (const [key, definition] of Object.entries(definitions)) {
    const reasons = problemReasons(key.slice(0, key.indexOf(' ')), definition);
    const problems = Object.fromEntries([...reasons].map(([status, why]) => [status, problemSchema(why.join(' '))]));
    const { errors: _handlerErrors, ...rest } = definition;
    entries[key] = { ...rest, response: { ...problems, ...definition.response }, errors: [...reasons.keys()].sort((a, b) => a - b) };
  }
  return entries as { [K in keyof T]: RouteEntry<T[K]> };
}
