import { problemResponses } from '../http';
import { AttendanceSchema, DetailQuery, DetailSchema, ExportCsv, ExportQuery, RangeQuery, StatusSchema, StudioTodaySchema, SummarySchema } from '../reports';
import { MemberExportQuery } from '../member-list';
import type { RouteSchemas } from './route-schemas';

/** Every reports route: params, body, query and answers, as the server validates them and the web types its calls. */
export const reportsApi = {
  'GET /api/reportes/resumen': { querystring: RangeQuery, response: { 200: SummarySchema, ...problemResponses } },
  'GET /api/reportes/ocupacion': { querystring: RangeQuery, response: { 200: AttendanceSchema, ...problemResponses } },
  'GET /api/reportes/detalle': { querystring: DetailQuery, response: { 200: DetailSchema, ...problemResponses } },
  'GET /api/reportes/exportar': { querystring: ExportQuery, response: { 200: ExportCsv, ...problemResponses } },
  'GET /api/reportes/exportarUsuarios': { querystring: MemberExportQuery, response: { 200: ExportCsv, ...problemResponses } },
  'GET /api/reportes/estado': { response: { 200: StatusSchema, ...problemResponses } },
  'GET /api/reportes/inicio': { response: { 200: StudioTodaySchema, ...problemResponses } },
} satisfies RouteSchemas;
