import { Type } from 'typebox';
import { AttendanceReportQuery, AttendanceReportSchema, CheckInBody, ClassDayBody, ClassDaySchema, HistorialEntrySchema, MemberMatchSchema, MemberSearchBody, StaffBookBody, UpcomingClassesSchema } from '../attendance';
import { UserBody } from '../booking';
import { defineRoutes } from './route-schemas';

const Ok = Type.Object({ id: Type.Integer() });

/**
 * Every attendance route: who may call it, its params, body, query and answers, and the errors its handler can end in, as the server
 * serves them (services/platform/http/contract-route.ts) and the web types its calls.
 */
export const attendanceApi = defineRoutes({
  'POST /api/reservas/checkIn': { access: 'staff', errors: [404, 409, 422], body: CheckInBody, response: { 200: Ok } },
  'POST /api/reservas/undoCheckIn': { access: 'staff', errors: [404, 409, 422], body: CheckInBody, response: { 200: Ok } },
  'POST /api/clases/getClasesDelDia': { access: 'staff', body: ClassDayBody, response: { 200: ClassDaySchema } },
  'GET /api/clases/proximas': { access: 'staff', response: { 200: UpcomingClassesSchema } },
  'POST /api/clases/anotarSocio': { access: 'staff', errors: [404, 409, 422], body: StaffBookBody, response: { 200: Ok } },
  'POST /api/clases/cancelarReserva': { access: 'staff', errors: [404, 409, 422], body: CheckInBody, response: { 200: Ok } },
  'POST /api/clases/buscarSocios': { access: 'staff', body: MemberSearchBody, response: { 200: Type.Array(MemberMatchSchema) } },
  'GET /api/reportes/asistencia': { access: 'admin', querystring: AttendanceReportQuery, response: { 200: AttendanceReportSchema } },
  'POST /api/reservas/getHistorial': { access: 'member', errors: [403], body: UserBody, response: { 200: Type.Array(HistorialEntrySchema) } },
});
