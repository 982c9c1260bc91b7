import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { Static, TSchema } from 'typebox';
import type { ApiRoutes, RouteKey } from '../../../contract/routes';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type ApiFetchOptions = {
  method?: HttpMethod;
  body?: unknown;
  /** Commands get an Idempotency-Key by default; pass false to skip it. */
  idempotent?: boolean;
  /** The call works without a session, so a 401 is an answer, not an expired session. */
  anonymous?: boolean;
  signal?: AbortSignal;
  /** Extra request headers, e.g. If-None-Match for a conditional GET (a 304 then resolves to undefined). */
  headers?: Record<string, string>;
};

export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly detail: string;

  constructor(status: number, code: string, detail: string) {
    super(detail);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.detail = detail;
  }
}

type AuthBinding = {
  getToken: () => Promise<string | null>;
  onUnauthorized: () => void;
};

const noAuth: AuthBinding = { getToken: async () => null, onUnauthorized: () => {} };
let auth: AuthBinding = noAuth;

/** The active auth mode plugs in here; returns a function that unplugs it. */
export function bindApiAuth(binding: AuthBinding): () => void {
  auth = binding;
  return () => {
    if (auth === binding) auth = noAuth;
  };
}

export function getAuthToken(): Promise<string | null> {
  return auth.getToken();
}

/** The session ended outside a fetch (e.g. the change feed was closed for it): leave as on any 401. */
export function signalUnauthorized(): void {
  auth.onUnauthorized();
}

const COMMAND_METHODS: ReadonlySet<HttpMethod> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const GENERIC_DETAIL = 'Ocurrió un error inesperado. Intenta nuevamente.';
const NETWORK_DETAIL = 'No se pudo conectar con el servidor. Revisa tu conexión.';

export async function apiFetch<T>(path: string, options: ApiFetchOptions = {}): Promise<T> {
  const method = options.method ?? 'GET';
  const headers = new Headers({ Accept: 'application/json' });
  if (options.body !== undefined) headers.set('Content-Type', 'application/json');
  if (COMMAND_METHODS.has(method) && options.idempotent !== false) {
    headers.set('Idempotency-Key', crypto.randomUUID());
  }
  for (const [name, value] of Object.entries(options.headers ?? {})) headers.set(name, value);
  const token = await auth.getToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);

  const init: RequestInit = {
    method,
    headers,
    credentials: 'include',
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: options.signal,
  };
  const response = headers.has('Idempotency-Key') ? await sendCommand(path, init) : await send(path, init);

  // Not modified: the caller's copy (named by its If-None-Match) is current; there is no body to read.
  if (response.status === 304) return undefined as T;
  if (!response.ok) {
    const problem = await readProblem(response);
    if (response.status === 401 && !options.anonymous) auth.onUnauthorized();
    throw problem;
  }
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

async function send(path: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(path, init);
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'NETWORK_ERROR', NETWORK_DETAIL);
  }
}

// A command whose answer was lost (network cut, or 503 while the database came back) may or may not have happened.
// Sending it again under the same Idempotency-Key is safe: the server applies it once and replays the first answer.
const COMMAND_RETRY_DELAYS_MS = [500, 1500];

async function sendCommand(path: string, init: RequestInit): Promise<Response> {
  for (let attempt = 0; ; attempt++) {
    const delay = COMMAND_RETRY_DELAYS_MS[attempt];
    try {
      const response = await send(path, init);
      if (response.status !== 503 || delay === undefined) return response;
    } catch (error) {
      if (!(error instanceof ApiError) || delay === undefined) throw error;
    }
    await new Promise((resolve) => setTimeout(resolve, delay));
  }
}

async function readProblem(response: Response): Promise<ApiError> {
  const fallbackCode = `HTTP_${response.status}`;
  try {
    const body: unknown = await response.json();
    if (body && typeof body === 'object') {
      const { code, detail } = body as { code?: unknown; detail?: unknown };
      return new ApiError(
        response.status,
        typeof code === 'string' ? code : fallbackCode,
        typeof detail === 'string' && detail ? detail : GENERIC_DETAIL,
      );
    }
  } catch {
    // Not JSON (e.g. a proxy error page): fall through to the generic message.
  }
  return new ApiError(response.status, fallbackCode, GENERIC_DETAIL);
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** The message to show for any failure, preferring the server's Spanish detail. */
export function errorDetail(error: unknown): string {
  return isApiError(error) ? error.detail : GENERIC_DETAIL;
}

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

/**
 * One rule for what a screen shows after a command. An accepted command's change comes back as a realtime notice
 * (the server names the topics it touched; each feature's topic handlers refresh their queries), on the sending tab
 * too, so that tab does not refresh the same queries itself: it would fetch each one twice. It refreshes them only
 * when no notice will come: the change feed is not open (offline, reconnecting, not yet started) or the command was
 * refused or lost (nothing changed, but what the screen shows may be stale: the class filled up meanwhile).
 */
export type CommandOutcome = 'accepted' | 'refused';

let feedOpen = false;

/** The change feed says whether notices reach this tab now (lib/realtime.ts, on open, close and stop). */
export function setChangeFeedOpen(open: boolean): void {
  feedOpen = open;
}

const noticeWillCome = () => feedOpen && !(typeof navigator !== 'undefined' && navigator.onLine === false);

export async function refreshAfterCommand(queryClient: QueryClient, keys: readonly QueryKey[], outcome: CommandOutcome): Promise<void> {
  if (outcome === 'accepted' && noticeWillCome()) return;
  await Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

/** The rule as a mutation's callback: `useMutation({ mutationFn, ...refreshesAfter(queryClient, keys) })`. */
export const refreshesAfter = (queryClient: QueryClient, keys: readonly QueryKey[]) => ({
  onSettled: (_data: unknown, error: unknown) => refreshAfterCommand(queryClient, keys, error ? 'refused' : 'accepted'),
});
