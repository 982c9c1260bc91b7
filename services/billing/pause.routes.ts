import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { actingOn, requireIdentity } from '../platform/auth/identity';
import { route, commandContext } from '../platform/http/contract-route';
import { approvePause, clearPausePlanLimits, endPause, pauseSettingsOf, rejectPause, requestPause, setPausePlanLimits, setPauseSettings } from './pause.commands';
import { myPausesView, pausePlanLimitsView, pauseSettingsView, pendingPausesView } from './pause.view';

/** The studio's limits for pauses and the packages' own, her own pauses, and the admins' decision on the ones waiting. */
export const pauseRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, clock, config } = app.deps;
  const tz = config.studioTz;

  route(app, 'GET /api/pausas/ajustes', async () => pauseSettingsView(await pauseSettingsOf(db)));

  route(app, 'PUT /api/pausas/ajustes', async (request) => {
    const { pausas_por_anio, dias_por_anio, aprobacion } = request.body;
    await setPauseSettings(db, commandContext(request, app.deps), { maxPerYear: pausas_por_anio, maxDaysPerYear: dias_por_anio, approval: aprobacion });
    return pauseSettingsView(await pauseSettingsOf(db));
  });

  // A package's own limits: whoever holds it keeps them instead of the studio's.
  route(app, 'GET /api/pausas/paquetes', async () => pausePlanLimitsView(db));

  route(app, 'PUT /api/pausas/paquetes', async (request) => {
    const { paqueteId, pausas_por_anio, dias_por_anio } = request.body;
    await setPausePlanLimits(db, commandContext(request, app.deps), { packageId: paqueteId, maxPerYear: pausas_por_anio, maxDaysPerYear: dias_por_anio });
    return pausePlanLimitsView(db);
  });

  route(app, 'DELETE /api/pausas/paquetes', async (request) => {
    await clearPausePlanLimits(db, commandContext(request, app.deps), request.body.paqueteId);
    return pausePlanLimitsView(db);
  });

  route(app, 'POST /api/pausas/estado', async (request) => myPausesView(db, actingOn(request, request.body?.clerkUserId), clock.now(), tz));

  // Only she asks for her pause: the studio's own closures move everyone's dates from the calendar.
  route(app, 'POST /api/pausas/pedir', async (request, reply) => {
    const { userId } = requireIdentity(request);
    await requestPause(db, commandContext(request, app.deps), { userId, from: request.body.desde, days: request.body.dias, tz });
    return reply.code(201).send(await myPausesView(db, userId, clock.now(), tz));
  });

  // Her own: she is back early, or takes back a pause not begun.
  route(app, 'POST /api/pausas/terminar', async (request) => {
    const { userId } = requireIdentity(request);
    await endPause(db, commandContext(request, app.deps), { userId, pauseId: request.body.pausaId, tz });
    return myPausesView(db, userId, clock.now(), tz);
  });

  route(app, 'GET /api/pausas/pendientes', async () => pendingPausesView(db));

  route(app, 'POST /api/pausas/aprobar', async (request) => {
    const { clerkUserId: userId, pausaId } = request.body;
    await approvePause(db, commandContext(request, app.deps), { userId, pauseId: pausaId, tz });
    return pendingPausesView(db);
  });

  route(app, 'POST /api/pausas/rechazar', async (request) => {
    const { clerkUserId: userId, pausaId, motivo } = request.body;
    await rejectPause(db, commandContext(request, app.deps), { userId, pauseId: pausaId, reason: motivo ?? '', tz });
    return pendingPausesView(db);
  });
};
