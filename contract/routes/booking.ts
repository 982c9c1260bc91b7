import { Type } from 'typebox';
import {
  AddReservaBody, CalendarResultSchema, CancelOccurrenceBody, CloseDateBody, CupoSchema, DeleteReservaBody, ExceptionsQuery, ExceptionsSchema, HistoryEntrySchema,
  MoveOccurrenceBody, MoveResultSchema, OccurrenceBody, ReopenDateBody, ReservaSchema, RestoreOccurrenceBody, StandingBookingBody, StandingBookingSchema,
  StandingBookingSetReply, StandingBookingsQuery, UserBody, WaiveForfeitBody,
} from '../booking';
import { JoinWaitlistBody, JoinWaitlistReply, LeaveWaitlistReply, WaitlistBody, WaitlistEntrySchema, WaitlistLimitBody, WaitlistLimitReply } from '../waitlist';
import { BookMakeupBody, MakeupSettingsBody, MakeupSettingsSchema, MyMakeupsBody, MyMakeupsSchema } from '../makeups';
import { ClassMomentBody, ClassMomentSchema, MemberMomentBody, MemberMomentSchema } from '../time-machine';
import { defineRoutes } from './route-schemas';

/**
 * Every booking route: who may call it, its params, body, query and answers, and the errors its handler can end in, as the server
 * serves them (services/platform/http/contract-route.ts) and the web types its calls.
 */
export const bookingApi = defineRoutes({
  'POST /api/reservas/addReserva': { access: 'member', errors: [403, 404, 409, 422], body: AddReservaBody, response: { 200: Type.Object({ id: Type.Integer() }) } },
  'DELETE /api/reservas/deleteReserva': { access: 'member', errors: [403, 404, 409, 422], body: DeleteReservaBody, response: { 200: Type.Object({ id: Type.Integer() }) } },
  'POST /api/reservas/getReservasByIdUsr': { access: 'member', errors: [403], body: UserBody, response: { 200: Type.Array(ReservaSchema) } },
  'GET /api/horarios/getCuposDisponibles': { access: 'member', response: { 200: Type.Array(CupoSchema) } },
  'POST /api/reservas/historialUsuario': { access: 'admin', body: UserBody, response: { 200: Type.Array(HistoryEntrySchema) } },
  'POST /api/reservas/waiveForfeit': { access: 'admin', errors: [404, 409, 422], body: WaiveForfeitBody, response: { 200: Type.Object({ id: Type.Integer() }) } },
  'POST /api/reservas/ocupacion': { access: 'admin',
        body: OccurrenceBody,
        response: {
          200: Type.Object({
            roster: Type.Array(Type.Object({ id: Type.Integer(), clerk_user_id: Type.String(), nombre: Type.String(), booked_at: Type.String() })),
            history: Type.Array(HistoryEntrySchema),
          }),
          },
      },
  // Make-up classes: the studio's rule, her rights (an admin may look at anyone's), and a class booked with one.
  'GET /api/recuperos/ajustes': { access: 'admin', response: { 200: MakeupSettingsSchema } },
  'PUT /api/recuperos/ajustes': { access: 'admin', errors: [400, 422], body: MakeupSettingsBody, response: { 200: MakeupSettingsSchema } },
  'POST /api/recuperos/estado': { access: 'member', errors: [403], body: MyMakeupsBody, response: { 200: MyMakeupsSchema } },
  'POST /api/recuperos/reservar': { access: 'member', errors: [403, 404, 409, 422], body: BookMakeupBody, response: { 201: Type.Object({ id: Type.Integer() }) } },
  'POST /api/reservas/joinWaitlist': { access: 'member', errors: [403, 404, 409, 422], body: JoinWaitlistBody, response: { 200: JoinWaitlistReply } },
  'POST /api/reservas/waitlistLimit': { access: 'member', errors: [403, 404, 409, 422], body: WaitlistLimitBody, response: { 200: WaitlistLimitReply } },
  'DELETE /api/reservas/leaveWaitlist': { access: 'member', errors: [403, 404, 409, 422], body: WaitlistBody, response: { 200: LeaveWaitlistReply } },
  // The time machine: read-only views folded from the log up to a past moment (money for admins only).
  'POST /api/reservas/comoEstabaClase': { access: 'staff', errors: [422], body: ClassMomentBody, response: { 200: ClassMomentSchema } },
  'POST /api/reservas/comoEstabaSocio': { access: 'admin', errors: [422], body: MemberMomentBody, response: { 200: MemberMomentSchema } },
  'POST /api/reservas/listaDeEspera': { access: 'admin', body: OccurrenceBody, response: { 200: Type.Array(WaitlistEntrySchema) } },
  // Calendar exceptions: admin only; the answers count the members told and given their credit back.
  'POST /api/horarios/closeDate': { access: 'admin', errors: [409, 422], body: CloseDateBody, response: { 200: CalendarResultSchema } },
  'POST /api/horarios/reopenDate': { access: 'admin', errors: [409, 422], body: ReopenDateBody, response: { 200: CalendarResultSchema } },
  'POST /api/horarios/cancelOccurrence': { access: 'admin', errors: [404, 409, 422], body: CancelOccurrenceBody, response: { 200: CalendarResultSchema } },
  'POST /api/horarios/restoreOccurrence': { access: 'admin', errors: [404, 409, 422], body: RestoreOccurrenceBody, response: { 200: CalendarResultSchema } },
  'POST /api/horarios/moveOccurrence': { access: 'admin', errors: [404, 409, 422], body: MoveOccurrenceBody, response: { 200: MoveResultSchema } },
  'GET /api/horarios/excepciones': { access: 'admin', querystring: ExceptionsQuery, response: { 200: ExceptionsSchema } },
  // Turnos fijos: the member's own (an admin may name a member, as in the booking audit).
  'POST /api/reservas/turnoFijo': { access: 'member', errors: [404, 409, 422], body: StandingBookingBody, response: { 200: StandingBookingSetReply } },
  'POST /api/reservas/quitarTurnoFijo': { access: 'member', errors: [404, 409, 422], body: StandingBookingBody, response: { 200: Type.Object({ horario_id: Type.Integer() }) } },
  'GET /api/reservas/misTurnosFijos': { access: 'member', errors: [403], querystring: StandingBookingsQuery, response: { 200: Type.Array(StandingBookingSchema) } },
});
