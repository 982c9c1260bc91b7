import type { Static, TSchema } from 'typebox';
import type { ApiRoutes, RouteKey } from '../../../contract/routes';
import { apiFetch, type ApiFetchOptions, type HttpMethod } from './api-client';

/**
 * A typed call per route: `api('POST /api/reservas/addReserva', { body })` takes the body, query and path params
 * the server's schema takes and resolves to its success answer, all from contract/routes (type imports only, so
 * none of TypeBox ships to the browser). Errors are ApiError as with apiFetch, which does the sending.
 */
type Part<R, P extends string> = R extends { [K in P]: infer S extends TSchema } ? Static<S> : never;
type Has<R, P extends string> = R extends { [K in P]: TSchema } ? true : false;

export type ApiInput<K extends RouteKey> = (Has<ApiRoutes[K], 'body'> extends true ? { body: Part<ApiRoutes[K], 'body'> } : { body?: undefined }) &
  (Has<ApiRoutes[K], 'querystring'> extends true ? { query?: Part<ApiRoutes[K], 'querystring'> } : unknown) &
  (Has<ApiRoutes[K], 'params'> extends true ? { params: Part<ApiRoutes[K], 'params'> } : unknown);

type Answers<K extends RouteKey> = ApiRoutes[K] extends { response: infer R } ? R : never;
/** The success answer: 200, else 201, else nothing (204). */
export type ApiAnswer<K extends RouteKey> =
  Answers<K> extends { 200: infer S extends TSchema } ? Static<S> : Answers<K> extends { 201: infer S extends TSchema } ? Static<S> : undefined;

type Options = Omit<ApiFetchOptions, 'method' | 'body'>;
type Args<K extends RouteKey> = object extends ApiInput<K> ? [input?: ApiInput<K>, options?: Options] : [input: ApiInput<K>, options?: Options];

export function api<K extends RouteKey>(route: K, ...[input, options]: Args<K>): Promise<ApiAnswer<K>> {
  const { body, query, params } = (input ?? {}) as { body?: unknown; query?: Record<string, unknown>; params?: Record<string, unknown> };
  const space = route.indexOf(' ');
  const method = route.slice(0, space) as HttpMethod;
  let path = route.slice(space + 1).replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(params?.[name])));
  const search = new URLSearchParams(Object.entries(query ?? {}).flatMap(([k, v]) => (v === undefined ? [] : [[k, String(v)]]))).toString();
  if (search) path += `?${search}`;
  return apiFetch<ApiAnswer<K>>(path, { ...options, method, body });
}
