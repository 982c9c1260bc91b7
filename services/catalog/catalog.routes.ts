import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { disciplinePolicyRoutes } from './discipline-policy.routes';
import { disciplineRoutes } from './discipline.routes';
import { packageRoutes } from './package.routes';
import { scheduleRoutes } from './schedule.routes';

/** The studio catalog's HTTP surface: disciplines, the weekly schedule and packages on offer. */
export const catalogRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(disciplineRoutes);
  await app.register(disciplinePolicyRoutes);
  await app.register(scheduleRoutes);
  await app.register(packageRoutes);
};
