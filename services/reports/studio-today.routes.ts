import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { parseMemberFilter } from '../../domain/membership/member-list';
import { studioTime } from '../../domain/time/studio-time';
import { countMembers } from '../../projections/membership/member-list.queries';
import { listDayMoney } from '../../projections/reports/report-money.queries';
import { countPendingRequests } from '../../projections/reports/reports.queries';
import { weekOf } from './report-range';
import { route } from '../platform/http/contract-route';

/**
 * The owner's home (admins only: coaches never reach money). Each count is the one the screen it links to shows: the
 * pending requests of Usuarios, its "vence esta semana" and "en mora" lists, and the week's income of Reportes.
 */
export const studioTodayRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, config, clock } = app.deps;

  route(app, 'GET /api/reportes/inicio', async () => {
    const today = studioTime(clock.now(), config.studioTz).date;
    const week = weekOf(today);
    const [comprobantesPendientes, vencenPronto, enMora, money] = await Promise.all([
      countPendingRequests(db),
      countMembers(db, parseMemberFilter({ estado: 'vence_semana' }, today, config.studioTz)),
      countMembers(db, parseMemberFilter({ estado: 'en_mora' }, today, config.studioTz)),
      listDayMoney(db, week),
    ]);
    const cents = [...money.values()].reduce((sum, day) => sum + Math.round(day.revenue * 100), 0);
    return { fecha: today, comprobantesPendientes, vencenPronto, enMora, ingresosSemana: { desde: week.from, hasta: week.to, total: cents / 100 } };
  });
};
