import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { membershipApi } from '../../contract/routes/membership';

/** Public bootstrap data the web app needs before anyone signs in. */
export const configRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { config } = app.deps;
  app.get('/api/config', {
    config: { access: 'public' },
    schema: membershipApi['GET /api/config'],
  }, async () => ({
    authMode: config.clerk ? ('clerk' as const) : ('local' as const),
    clerkPublishableKey: config.clerk?.publishableKey,
    studioName: config.studioName,
    studioTz: config.studioTz,
  }));
};
