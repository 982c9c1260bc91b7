import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { setDisciplineBookingPolicy } from './discipline.commands';
import { route, commandContext } from '../platform/http/contract-route';

/** The admin sets a discipline's booking policy (services/booking/booking-policy.ts enforces it). */
export const disciplinePolicyRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.deps;

  route(app, 'PUT /api/disciplinas/setPoliticaReservas', async (request) => {
    const b = request.body;
    await setDisciplineBookingPolicy(db, commandContext(request, app.deps), {
      id: b.id,
      policy: {
        opensDaysAhead: b.reservas_abren_dias_antes,
        closesMinutesBefore: b.reservas_cierran_minutos_antes,
        freeCancelHoursBefore: b.cancelacion_gratis_horas_antes,
        freeLateCancelsPerMonth: b.cancelaciones_tardias_gratis_mes,
        waitlistCutoffMinutesBefore: b.lista_espera_automatica_minutos_antes,
      },
    });
    return { id: b.id };
  });
};
