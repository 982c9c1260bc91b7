import type {
  ContextConfigDefault, FastifyBaseLogger, FastifyInstance, FastifyRequest, RawReplyDefaultExpression, RawRequestDefaultExpression, RawServerDefault,
  RouteGenericInterface, RouteHandlerMethod, RouteShorthandOptions,
} from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { apiRoutes, type ApiRoutes, type RouteKey } from '../../../contract/routes';
import { fail } from '../../../events/framework/errors';
import type { CommandContext } from '../commands/command';
import type { AppDeps } from '../deps';

type App = FastifyInstance<RawServerDefault, RawRequestDefaultExpression, RawReplyDefaultExpression, FastifyBaseLogger, TypeBoxTypeProvider>;
type SchemaOf<K extends RouteKey> = Omit<ApiRoutes[K], 'access' | 'errors'>;

/** A handler typed by its route's contract entry: `request.body`, `.query`, `.params` and the answer. */
export type ContractHandler<K extends RouteKey> = RouteHandlerMethod<
  RawServerDefault, RawRequestDefaultExpression, RawReplyDefaultExpression, RouteGenericInterface, ContextConfigDefault, SchemaOf<K>, TypeBoxTypeProvider
>;

/** What a route may add to its contract entry: transport limits, never its path, schemas or access. */
export interface RouteExtras {
  bodyLimit?: number;
  /** Runs before the app's error handler, for headers an error must keep (a byte range's Content-Range). */
  errorHandler?: RouteShorthandOptions['errorHandler'];
  /** Per-route plugin settings (@fastify/rate-limit's `rateLimit`). */
  config?: { rateLimit?: NonNullable<RouteShorthandOptions['config']>['rateLimit'] };
}

/**
 * Serves a contract route: the method and path come from its key, the schemas and the access from its entry in
 * contract/routes, so a route file names a route once and cannot drift from what the web calls or the docs say.
 * The access goes in the route's config, where the auth plugin enforces it from the verified session before any
 * handler runs (services/platform/auth/auth.plugin.ts).
 */
export function route<K extends RouteKey>(app: App, key: K, handler: ContractHandler<NoInfer<K>>): void;
export function route<K extends RouteKey>(app: App, key: K, extras: RouteExtras, handler: ContractHandler<NoInfer<K>>): void;
export function route<K extends RouteKey>(app: App, key: K, ...args: [ContractHandler<K>] | [RouteExtras, ContractHandler<K>]): void {
  const [extras, handler] = args.length === 1 ? [{}, args[0]] : args;
  const space = key.indexOf(' ');
  const { access, errors: _statuses, ...schema } = apiRoutes[key] as ApiRoutes[RouteKey];
  app.route({
    ...extras,
    method: key.slice(0, space) as 'GET',
    url: key.slice(space + 1),
    schema,
    config: { ...extras.config, access },
    handler: handler as RouteHandlerMethod,
  });
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
