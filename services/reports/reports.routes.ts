import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { listAttendance, totalAttendance } from '../../projections/reports/attendance.queries';
import { countPendingRequests, getReportsStatus, listDayActivity, sumActivity } from '../../projections/reports/reports.queries';
import { studioTime } from '../../domain/time/studio-time';
import { parseReportRange } from './report-range';
import { reportsApi } from '../../contract/routes/reports';

/** Reportes (admin /dashboard): read from the reports@v1 async projector's tables. */
export const reportsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, config, clock } = app.deps;

  app.get('/api/reportes/resumen', {
    config: { access: 'admin' },
    schema: reportsApi['GET /api/reportes/resumen'],
  }, async (request) => {
    const range = parseReportRange(request.query);
    const [days, pendingRequests] = await Promise.all([listDayActivity(db, range), countPendingRequests(db)]);
    return { desde: range.from, hasta: range.to, totals: { ...sumActivity(days), pendingRequests }, days };
  });

  app.get('/api/reportes/ocupacion', {
    config: { access: 'admin' },
    schema: reportsApi['GET /api/reportes/ocupacion'],
  }, async (request) => {
    const range = parseReportRange(request.query);
    const now = studioTime(clock.now(), config.studioTz);
    const rows = await listAttendance(db, range, now);
    return { desde: range.from, hasta: range.to, totals: totalAttendance(rows), rows };
  });

  app.get('/api/reportes/estado', {
    config: { access: 'admin' },
    schema: reportsApi['GET /api/reportes/estado'],
  }, async () => {
    const status = await getReportsStatus(db);
    return { ...status, upToDate: status.lag === 0 && status.status !== 'failed' };
  });
};
