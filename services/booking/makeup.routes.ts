import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { makeupSettingsOf } from '../../projections/booking/makeups.queries';
import { actingOn, requireIdentity } from '../platform/auth/identity';
import { route, commandContext } from '../platform/http/contract-route';
import { bookMakeup, setMakeupSettings } from './makeup.commands';
import { makeupSettingsView, myMakeupsView } from './makeup.view';

/** Make-up classes: the studio's rule, her rights to recover classes, and a class booked with one. */
export const makeupRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, clock, config } = app.deps;
  const tz = config.studioTz;

  route(app, 'GET /api/recuperos/ajustes', async () => makeupSettingsView(await makeupSettingsOf(db)));

  route(app, 'PUT /api/recuperos/ajustes', async (request) => {
    const { activo, dias_validez, tope_mensual, recuperar_cierres } = request.body;
    await setMakeupSettings(db, commandContext(request, app.deps), { enabled: activo, validDays: dias_validez, monthlyCap: tope_mensual, closuresRecoverable: recuperar_cierres });
    return makeupSettingsView(await makeupSettingsOf(db));
  });

  route(app, 'POST /api/recuperos/estado', async (request) => myMakeupsView(db, actingOn(request, request.body?.clerkUserId), clock.now(), tz));

  // Only she books her make-up: the studio books whom it chooses from the class console.
  route(app, 'POST /api/recuperos/reservar', async (request, reply) => {
    const { userId } = requireIdentity(request);
    const { result } = await bookMakeup(db, commandContext(request, app.deps), { userId, slotId: request.body.horario_id, fecha: request.body.fecha, tz });
    return reply.code(201).send(result);
  });
};
