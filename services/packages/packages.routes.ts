import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { memberPackageRoutes } from './member-package.routes';
import { packageRequestRoutes } from './package-requests.routes';
import { packageSettingsRoutes } from './package-settings.routes';
import { receiptRoutes } from './receipts.routes';

/** Member packages: requests with proof of payment, approval, assignment, credits. */
export const memberPackagesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(packageRequestRoutes);
  await app.register(memberPackageRoutes);
  await app.register(receiptRoutes);
  await app.register(packageSettingsRoutes);
};
