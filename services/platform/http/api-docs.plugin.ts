import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { Access } from '../auth/identity';

export const API_DOCS_PREFIX = '/api/docs';

const WHO_MAY_CALL: Record<Access, string> = {
  public: 'Who may call it: anyone, no session needed.',
  member: 'Who may call it: anyone signed in (a member acts on her own data only).',
  staff: 'Who may call it: staff (admins and coaches).',
  admin: 'Who may call it: admins only.',
};

type DocumentedSchema = { response?: Record<string, { description?: string }>; [part: string]: unknown };

/**
 * What the reference adds to a route's own schema (the contract's): its tag (the path's first segment: reservas,
 * horarios, planificaciones…, as the routes are named), who may call it (no security for public routes), and its
 * problem answers as application/problem+json, each with the reasons the contract gives for that status.
 */
function documented(schema: DocumentedSchema, url: string, access: Access) {
  const response = Object.fromEntries(
    Object.entries(schema.response ?? {}).map(([status, answer]) =>
      Number(status) >= 400 ? [status, { description: answer.description ?? 'A problem', content: { 'application/problem+json': { schema: answer } } }] : [status, answer],
    ),
  );
  return {
    ...schema,
    tags: [url.split('/')[2] ?? 'api'],
    description: WHO_MAY_CALL[access],
    ...(access === 'public' ? { security: [] } : {}),
    ...(schema.response ? { response } : {}),
  };
}

/**
 * The API's reference, generated from the same TypeBox schemas the routes validate with (contract/): the
 * OpenAPI 3.1 document at /api/docs/json and a reference page at /api/docs. Admins only unless API_DOCS_PUBLIC
 * opens it. Registered before the features' routes, so @fastify/swagger's onRoute hook sees every one of them.
 * The page's scripts are files, not inline, so the app's CSP (csp.ts) stands as is.
 */
export const apiDocsPlugin = fp<{ open: boolean }>(async (app, { open }) => {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Pulso API',
        version: '1',
        description: 'Every route with its params, body and answers; errors are application/problem+json with a stable `code` (contract/errors.ts).',
      },
      components: { securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'pulso_session' }, bearer: { type: 'http', scheme: 'bearer' } } },
      security: [{ session: [] }, { bearer: [] }],
    },
    transform: ({ schema, url, route }) => ({ schema: documented((schema ?? {}) as DocumentedSchema, url, route.config?.access ?? 'member'), url }),
  });

  const access: Access = open ? 'public' : 'admin';
  // The auth plugin reads each route's declared access; the reference's own routes (page, assets, document) get theirs here.
  app.addHook('onRoute', (route) => {
    if (route.url.startsWith(API_DOCS_PREFIX)) route.config = { ...route.config, access };
  });
  await app.register(swaggerUi, {
    routePrefix: API_DOCS_PREFIX,
    // No calls to swagger's online validator (and none to any other host: CSP).
    uiConfig: { validatorUrl: null, docExpansion: 'list', deepLinking: true },
    theme: { title: 'Pulso API' },
  });
});
