import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { fail } from '../../events/framework/errors';
import { positionAt } from '../../projections/rebuild/moment-fold';
import { atMemberPosition, classAtPosition } from '../../projections/booking/time-machine.queries';
import { findHeldPackage } from '../../projections/packages/member-packages.queries';
import { studioTime } from '../../domain/time/studio-time';
import { monthlyAccountView } from '../billing/monthly-account.view';
import { creditHistoryView } from '../packages/member-package.view';
import { requireIdentity } from '../platform/auth/identity';
import { route } from '../platform/http/contract-route';

/** The time machine (docs/product.md): a class or a member as the live views showed them at a past moment. */
export const timeMachineRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, config, clock } = app.deps;

  // Only the past is recorded: a moment after "now" would show today's state under a date that has not come.
  const pastMoment = (en: string) => {
    const moment = new Date(en);
    if (moment.getTime() > clock.now().getTime()) throw fail('MOMENT_IN_FUTURE');
    return moment;
  };

  route(app, 'POST /api/reservas/comoEstabaClase', async (request) => {
    const { horario_id, fecha, en } = request.body;
    const moment = pastMoment(en);
    const posicion = await positionAt(db, moment);
    const view = await classAtPosition(db, horario_id, fecha, posicion);
    const booked = view.roster.length;
    return {
      en: moment.toISOString(),
      posicion,
      cupo_maximo: view.capacity,
      cupo_disponible: view.cancelled !== null || view.capacity === null ? 0 : Math.max(0, view.capacity - booked),
      cancelada: view.cancelled,
      roster: view.roster.map((r) => ({ ...r, booked_at: new Date(r.booked_at).toISOString() })),
      // A coach's console shows the roster, never the waitlist: the time machine shows her no more than today.
      lista_de_espera: requireIdentity(request).role === 'admin' ? view.waitlist : null,
    };
  });

  route(app, 'POST /api/reservas/comoEstabaSocio', async (request) => {
    const { clerkUserId, en } = request.body;
    const moment = pastMoment(en);
    const posicion = await positionAt(db, moment);
    return atMemberPosition(db, clerkUserId, posicion, async (trx) => {
      const held = await findHeldPackage(trx, clerkUserId, studioTime(moment, config.studioTz).date);
      const account = await monthlyAccountView(trx, clerkUserId, moment, config.studioTz);
      return {
        en: moment.toISOString(),
        posicion,
        paquete: held?.name ?? null,
        valido_hasta: held?.validUntil ?? null,
        creditos_restantes: held?.credits ?? 0,
        movimientos: await creditHistoryView(trx, clerkUserId),
        abono: account.abono || account.debe > 0
          ? { nombre: account.abono?.nombre ?? null, estado: account.estado, debe: account.debe, proximo_cobro: account.abono?.proximo_cobro ?? null }
          : null,
      };
    });
  });
};
