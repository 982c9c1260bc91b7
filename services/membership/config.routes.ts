import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { route } from '../platform/http/contract-route';

/** Public bootstrap data the web app needs before anyone signs in. */
export const configRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { config } = app.deps;
  route(app, 'GET /api/config', async () => ({
    authMode: config.clerk ? ('clerk' as const) : ('local' as const),
    clerkPublishableKey: config.clerk?.publishableKey,
    studioName: config.studioName,
    studioTz: config.studioTz,
  }));
};
