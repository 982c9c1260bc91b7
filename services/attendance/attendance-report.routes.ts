import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { listClassAttendance } from '../../projections/attendance/attendance-report.queries';
import { studioTime } from '../../domain/time/studio-time';
import { requireStudioDate } from '../platform/studio-dates';
import { route } from '../platform/http/contract-route';

const daysBefore = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);

/** Reportes: attendance and no-show rates and waitlist demand per class (admins; last 30 days by default). */
export const attendanceReportRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, config, clock } = app.deps;

  route(app, 'GET /api/reportes/asistencia', async (request) => {
    const now = studioTime(clock.now(), config.studioTz);
    const today = now.date;
    const hasta = request.query.hasta ?? today;
    const desde = request.query.desde ?? daysBefore(hasta, 30);
    requireStudioDate(desde, today);
    requireStudioDate(hasta, today);
    return { desde, hasta, clases: await listClassAttendance(db, desde, hasta, now) };
  });
};
