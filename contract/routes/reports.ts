import { AttendanceSchema, DetailQuery, DetailSchema, ExportCsv, ExportQuery, RangeQuery, StatusSchema, StudioTodaySchema, SummaryQuery, SummarySchema } from '../reports';
import { PriceIndexBody, PriceIndexCsvBody, PriceIndexSchema } from '../price-index';
import { MemberExportQuery } from '../member-list';
import { defineRoutes } from './route-schemas';

/**
 * Every reports route: who may call it, its params, body, query and answers, and the errors its handler can end in, as the server
 * serves them (services/platform/http/contract-route.ts) and the web types its calls.
 */
export const reportsApi = defineRoutes({
  'GET /api/reportes/resumen': { access: 'admin', querystring: SummaryQuery, response: { 200: SummarySchema } },
  'GET /api/reportes/ocupacion': { access: 'admin', querystring: RangeQuery, response: { 200: AttendanceSchema } },
  'GET /api/reportes/detalle': { access: 'admin', querystring: DetailQuery, response: { 200: DetailSchema } },
  'GET /api/reportes/exportar': { access: 'admin', querystring: ExportQuery, response: { 200: ExportCsv } },
  'GET /api/reportes/exportarUsuarios': { access: 'admin', querystring: MemberExportQuery, response: { 200: ExportCsv } },
  'GET /api/reportes/estado': { access: 'admin', response: { 200: StatusSchema } },
  'GET /api/reportes/inicio': { access: 'admin', response: { 200: StudioTodaySchema } },
  // The monthly price index behind income in constant pesos: entered month by month or imported as CSV.
  'GET /api/reportes/indice': { access: 'admin', response: { 200: PriceIndexSchema } },
  'PUT /api/reportes/indice': { access: 'admin', errors: [400, 409, 422], body: PriceIndexBody, response: { 200: PriceIndexSchema } },
  'POST /api/reportes/indice/importar': { access: 'admin', errors: [400, 409, 422], body: PriceIndexCsvBody, response: { 200: PriceIndexSchema } },
});
