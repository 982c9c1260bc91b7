import { Type } from 'typebox';
import { AttendanceReportQuery, AttendanceReportSchema, CheckInBody, ClassDayBody, ClassDaySchema, HistorialEntrySchema, MemberMatchSchema, MemberSearchBody, StaffBookBody, UpcomingClassesSchema } from '../attendance';
import { UserBody } from '../booking';
import { problemResponses } from '../http';
import type { RouteSchemas } from './route-schemas';

const Ok = Type.Object({ id: Type.Integer() });

/** Every attendance route: params, body, query and answers, as the server validates them and the web types its calls. */
export const attendanceApi = {
  'POST /api/reservas/checkIn': { body: CheckInBody, response: { 200: Ok, ...problemResponses } },
  'POST /api/reservas/undoCheckIn': { body: CheckInBody, response: { 200: Ok, ...problemResponses } },
  'POST /api/clases/getClasesDelDia': { body: ClassDayBody, response: { 200: ClassDaySchema, ...problemResponses } },
  'GET /api/clases/proximas': { response: { 200: UpcomingClassesSchema, ...problemResponses } },
  'POST /api/clases/anotarSocio': { body: StaffBookBody, response: { 200: Ok, ...problemResponses } },
  'POST /api/clases/cancelarReserva': { body: CheckInBody, response: { 200: Ok, ...problemResponses } },
  'POST /api/clases/buscarSocios': { body: MemberSearchBody, response: { 200: Type.Array(MemberMatchSchema), ...problemResponses } },
  'GET /api/reportes/asistencia': { querystring: AttendanceReportQuery, response: { 200: AttendanceReportSchema, ...problemResponses } },
  'POST /api/reservas/getHistorial': { body: UserBody, response: { 200: Type.Array(HistorialEntrySchema), ...problemResponses } },
} satisfies RouteSchemas;
