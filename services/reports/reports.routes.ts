import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { listAttendance, totalAttendance } from '../../projections/reports/attendance.queries';
import { countPendingRequests, getReportsStatus, listDayActivity, sumActivity } from '../../projections/reports/reports.queries';
import { EMPTY_MONEY, listDayMoney, listPackageIncome, MAX_ENTRIES } from '../../projections/reports/report-money.queries';
import { fail } from '../../events/framework/errors';
import { EXPORTS, FIGURES } from '../../contract/reports';
import { studioTime } from '../../domain/time/studio-time';
import { MAX_EXPORT_RANGE_DAYS, parseReportRange } from './report-range';
import { csvFormatOf } from './csv';
import { exportCsv } from './report-export';
import { classFilterOf, countsOf, figureEntries } from './figure-detail';
import { commandContext, route } from '../platform/http/contract-route';
import { readIndexRows } from '../../domain/reports/price-index';
import { csvRecords } from '../platform/uploads/csv-records';
import { listPriceIndex } from '../../projections/reports/price-index.queries';
import type { Db } from '../../db/database';
import { setPriceIndex } from './price-index.commands';
import { realTerms } from './real-terms';

const indexView = async (db: Db) => (await listPriceIndex(db)).map((m) => ({ mes: m.month, valor: m.value }));

/** Reportes (admin /dashboard): read from the reports@v8 async projector's tables. */
export const reportsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, config, clock } = app.deps;

  route(app, 'GET /api/reportes/resumen', async (request) => {
    const range = parseReportRange(request.query, studioTime(clock.now(), config.studioTz).date);
    const [activity, money, byPackage, pendingRequests] = await Promise.all([
      listDayActivity(db, range), listDayMoney(db, range), listPackageIncome(db, range), countPendingRequests(db),
    ]);
    // Money and credits used come from report_entries (net of reversals and returns), on the sale's own day.
    const days = activity.map((day) => ({ ...day, ...(money.get(day.date) ?? EMPTY_MONEY) }));
    const enPesosDe = await realTerms(db, range, days, request.query.base);
    return { desde: range.from, hasta: range.to, totals: { ...sumActivity(days), pendingRequests }, days, byPackage, enPesosDe };
  });

  route(app, 'GET /api/reportes/indice', async () => indexView(db));

  route(app, 'PUT /api/reportes/indice', async (request) => {
    await setPriceIndex(db, commandContext(request, app.deps), { months: request.body.meses.map((m) => ({ month: m.mes, value: m.valor })), tz: config.studioTz });
    return indexView(db);
  });

  route(app, 'POST /api/reportes/indice/importar', async (request) => {
    // Twenty years of months, with room for a header and notes.
    const read = readIndexRows(csvRecords(request.body.csv, 400));
    if ('refusal' in read) throw 'params' in read.refusal ? fail(read.refusal.code, read.refusal.params) : fail(read.refusal.code);
    await setPriceIndex(db, commandContext(request, app.deps), { months: read.months, tz: config.studioTz });
    return indexView(db);
  });

  // The events behind a figure of the summary (drill-down): date, member, package, amount and kind.
  route(app, 'GET /api/reportes/detalle', async (request) => {
    const range = parseReportRange(request.query, studioTime(clock.now(), config.studioTz).date);
    const cifra = FIGURES.find((f) => f === request.query.cifra);
    if (!cifra) throw fail('VALIDATION_ERROR', { text: `Elige la cifra a detallar: ${FIGURES.join(', ')}.` });
    const only = classFilterOf(cifra, request.query);
    const entries = await figureEntries(db, { range, cifra, tz: config.studioTz, now: clock.now(), only });
    const total = entries.reduce((sum, e) => sum + e.amount, 0);
    return { desde: range.from, hasta: range.to, cifra, total: Math.round(total * 100) / 100, counts: countsOf(cifra, entries), truncated: entries.length >= MAX_ENTRIES, entries };
  });

  route(app, 'GET /api/reportes/ocupacion', async (request) => {
    const range = parseReportRange(request.query, studioTime(clock.now(), config.studioTz).date);
    const now = studioTime(clock.now(), config.studioTz);
    const rows = await listAttendance(db, range, now);
    return { desde: range.from, hasta: range.to, totals: totalAttendance(rows), rows };
  });

  // A CSV file to download (members, bookings, credit ledger or income of the range), for a spreadsheet program.
  route(app, 'GET /api/reportes/exportar', async (request, reply) => {
    const tipo = EXPORTS.find((e) => e === request.query.tipo);
    if (!tipo) throw fail('EXPORT_TYPE_UNKNOWN');
    const range = parseReportRange(request.query, studioTime(clock.now(), config.studioTz).date, MAX_EXPORT_RANGE_DAYS);
    const csv = await exportCsv(db, tipo, range, { tz: config.studioTz, now: clock.now() }, csvFormatOf(request.query.separador));
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="pulso-${tipo}-${range.from}-${range.to}.csv"`)
      // Member names and emails: no copy in a shared cache or the browser's.
      .header('cache-control', 'no-store')
      .send(csv);
  });

  route(app, 'GET /api/reportes/estado', async () => {
    const status = await getReportsStatus(db);
    return { ...status, upToDate: status.lag === 0 && status.status !== 'failed' };
  });
};
