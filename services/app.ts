import fs from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { trustProxyOption, type Config } from './config';
import type { DatabaseHandle } from '../db/database';
import { systemClock, type Clock } from '../domain/time/clock';
import type { AppDeps, AppRoute } from './platform/deps';
import { localFileStore, type FileStore } from './platform/storage/file-store';
import { authPlugin, type AuthProvider } from './platform/auth/auth.plugin';
import { localAuthProvider } from './platform/auth/local-auth.provider';
import { clientErrors, errorsPlugin, frameworkErrors } from './platform/http/errors.plugin';
import { inputPolicyPlugin } from './platform/http/input-policy.plugin';
import { csrfPlugin } from './platform/http/csrf.plugin';
import { noStorePlugin } from './platform/http/no-store.plugin';
import { realtimePlugin } from './platform/realtime/realtime.plugin';
import { opsPlugin } from './platform/ops/ops.plugin';
import { apiDocsPlugin } from './platform/http/api-docs.plugin';
import { requestLogSerializer } from './platform/realtime/request-log';
import { fail } from '../events/framework/errors';
import { problemOf, sendProblem } from './platform/http/problem';
import { contentSecurityPolicy } from './platform/http/csp';
import { securityHeadersPlugin } from './platform/http/security-headers.plugin';
import { sharedCompilers } from './platform/http/shared-compilers';
import { RequestLogLines } from './platform/http/request-log-lines';
import { featureInlineProjections, features } from './features';
import { carryInlineProjections } from '../projections/runner/inline-projections';
import type { HostResolver } from './notifications/push-endpoint-guard';
import type { RouteContext } from './feature-module';

export interface BuildOptions {
  config: Config;
  database: DatabaseHandle;
  clock?: Clock;
  /** Uploaded files; defaults to DATA_DIR/uploads on local disk. */
  files?: FileStore;
  /** Overrides the auth provider (Clerk mode builds its own from config). */
  authProvider?: AuthProvider;
  /** How push endpoint host names are resolved (tests inject a stub; the default asks the system). */
  resolveHost?: HostResolver;
  /** Sign-in/sign-up attempts per minute per client. */
  authRateLimit?: number;
  logger?: boolean | object;
}

const REDACT = ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]', 'body.password'];

/** The app's own logger: its level, the request line without session tokens, and secrets redacted. */
export const appLoggerOptions = (config: Config) => ({ level: config.logLevel, redact: REDACT, serializers: { req: requestLogSerializer } });

/** Builds the Fastify app; only server.ts listens. */
export async function buildApp(opts: BuildOptions): Promise<FastifyInstance> {
  const { config } = opts;
  // The store runs the features' inline projectors in every command's transaction: given here, once.
  const database = carryInlineProjections(opts.database, featureInlineProjections());
  const clock = opts.clock ?? systemClock;
  const app = Fastify({
    logger: opts.logger ?? appLoggerOptions(config),
    logController: new RequestLogLines(),
    // Off unless TRUST_PROXY names the proxies in front: otherwise X-Forwarded-For would let clients pick request.ip.
    trustProxy: trustProxyOption(config.trustProxy),
    bodyLimit: 1_048_576,
    frameworkErrors,
    clientErrorHandler: clientErrors,
    ajv: { customOptions: { removeAdditional: 'all', coerceTypes: false, allErrors: false } },
    schemaController: { compilersFactory: sharedCompilers },
  }).withTypeProvider<TypeBoxTypeProvider>();

  const files = opts.files ?? localFileStore(path.join(config.dataDir, 'uploads'));
  const deps: AppDeps = { config, database, db: database.db, clock, files };
  app.decorate('deps', deps);
  // Every route the app serves, for tests that probe them all (e.g. no route answers 500 to malformed input).
  const routeList: AppRoute[] = [];
  app.decorate('routeList', routeList);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) if (method !== 'HEAD') routeList.push({ method, url: route.url, schema: route.schema });
  });

  await app.register(errorsPlugin);
  await app.register(inputPolicyPlugin);
  await app.register(noStorePlugin);
  await app.register(securityHeadersPlugin, {
    directives: contentSecurityPolicy(config),
    // The public schedule, framed by the studio's own website (PUBLIC_EMBED_ORIGINS).
    embeddable: { path: /^\/horario(?:[/?#]|$)/, frameAncestors: config.publicEmbedOrigins },
  });
  // Brotli or gzip for API answers of 1 kB and more (smaller ones would barely shrink). Websocket upgrades never
  // pass through a reply, so they are never compressed; already-encoded bodies (a plan's document, precompressed
  // assets) pass untouched.
  await app.register(compress, { encodings: ['br', 'gzip'], threshold: 1024 });
  await app.register(cookie);
  await app.register(csrfPlugin);
  await app.register(rateLimit, { global: false });
  // Before any route, so the OpenAPI document sees them all.
  await app.register(apiDocsPlugin, { open: config.apiDocsPublic });

  const provider = opts.authProvider ?? (config.clerk ? await clerkProvider(app, config) : localAuthProvider(database.db, clock, config.sessionIdleDays));
  await app.register(realtimePlugin);
  await app.register(authPlugin, { provider });
  await app.register(opsPlugin);

  // Every feature's routes, from the one list in services/features.ts.
  const routeContext: RouteContext = { authMode: provider.mode, authRateLimit: opts.authRateLimit ?? 20, resolveHost: opts.resolveHost };
  for (const feature of features) {
    for (const { plugin, options, when } of feature.routes) {
      if (when && !when(routeContext)) continue;
      await app.register(plugin, options?.(routeContext) ?? {});
    }
  }

  await registerWebApp(app, config);
  return app;
}

/** Vite puts a content hash in every name under /assets, so those never change; anything else may. */
const cacheControlFor = (webDist: string, filePath: string) =>
  path.relative(webDist, filePath).split(path.sep)[0] === 'assets' ? 'public, max-age=31536000, immutable' : 'no-cache';

async function clerkProvider(app: FastifyInstance, config: Config): Promise<AuthProvider> {
  const { clerkAuthProvider } = await import('./platform/auth/clerk-auth.provider');
  return clerkAuthProvider(app, config.clerk!);
}

/** Serves the built SPA; unknown non-API GETs (and HEADs) get index.html so client routes deep-link. */
async function registerWebApp(app: FastifyInstance, config: Config): Promise<void> {
  const index = path.join(config.webDist, 'index.html');
  const hasWeb = fs.existsSync(index);
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: config.webDist,
      wildcard: false,
      index: false,
      // build:web writes .br and .gz next to each file; the one the browser accepts is sent as is.
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply, filePath) => reply.header('cache-control', cacheControlFor(config.webDist, filePath)),
    });
  }
  app.setNotFoundHandler((request, reply) => {
    // Anything under /api (also `/api` itself and `/api?x`) is the API's: a problem, never the web app's HTML.
    // A missing built file (/assets/…, or any path with an extension) is a 404 too: a tab still running an older
    // build that asks for a chunk no longer there must fail loudly, not parse index.html as JavaScript.
    const missingFile = /^\/assets\/|\.[a-z0-9]+(?:[?#]|$)/i.test(request.url);
    // HEAD too (uptime checks, link previews): the same answer without its body.
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !/^\/api(?:[/?#]|$)/.test(request.url) && !missingFile && hasWeb;
    if (wantsPage) return reply.header('cache-control', 'no-cache').sendFile('index.html');
    return sendProblem(reply, problemOf(fail('NOT_FOUND')));
  });
}
