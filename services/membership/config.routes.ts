import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';

/** Public bootstrap data the web app needs before anyone signs in. */
export const configRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { config } = app.deps;
  app.get('/api/config', {
    config: { access: 'public' },
    schema: {
      response: {
        200: Type.Object({
          authMode: Type.Union([Type.Literal('local'), Type.Literal('clerk')]),
          clerkPublishableKey: Type.Optional(Type.String()),
          studioName: Type.String(),
          studioTz: Type.String(),
        }),
      },
    },
  }, async () => ({
    authMode: config.clerk ? ('clerk' as const) : ('local' as const),
    clerkPublishableKey: config.clerk?.publishableKey,
    studioName: config.studioName,
    studioTz: config.studioTz,
  }));
};
