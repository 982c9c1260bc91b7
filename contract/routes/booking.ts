import { Type } from 'typebox';
import {
  AddReservaBody, CalendarResultSchema, CancelOccurrenceBody, CloseDateBody, CupoSchema, DeleteReservaBody, ExceptionsQuery, ExceptionsSchema, HistoryEntrySchema,
  MoveOccurrenceBody, MoveResultSchema, OccurrenceBody, ReopenDateBody, ReservaSchema, RestoreOccurrenceBody, StandingBookingBody, StandingBookingSchema,
  StandingBookingSetReply, StandingBookingsQuery, UserBody, WaiveForfeitBody,
} from '../booking';
import { problemResponses } from '../http';
import { JoinWaitlistBody, JoinWaitlistReply, LeaveWaitlistReply, WaitlistBody, WaitlistEntrySchema, WaitlistLimitBody, WaitlistLimitReply } from '../waitlist';
import type { RouteSchemas } from './route-schemas';

/** Every booking route: params, body, query and answers, as the server validates them and the web types its calls. */
export const bookingApi = {
  'POST /api/reservas/addReserva': { body: AddReservaBody, response: { 200: Type.Object({ id: Type.Integer() }), ...problemResponses } },
  'DELETE /api/reservas/deleteReserva': { body: DeleteReservaBody, response: { 200: Type.Object({ id: Type.Integer() }), ...problemResponses } },
  'POST /api/reservas/getReservasByIdUsr': { body: UserBody, response: { 200: Type.Array(ReservaSchema), ...problemResponses } },
  'GET /api/horarios/getCuposDisponibles': { response: { 200: Type.Array(CupoSchema), ...problemResponses } },
  'POST /api/reservas/historialUsuario': { body: UserBody, response: { 200: Type.Array(HistoryEntrySchema), ...problemResponses } },
  'POST /api/reservas/waiveForfeit': { body: WaiveForfeitBody, response: { 200: Type.Object({ id: Type.Integer() }), ...problemResponses } },
  'POST /api/reservas/ocupacion': {
        body: OccurrenceBody,
        response: {
          200: Type.Object({
            roster: Type.Array(Type.Object({ id: Type.Integer(), clerk_user_id: Type.String(), nombre: Type.String(), booked_at: Type.String() })),
            history: Type.Array(HistoryEntrySchema),
          }),
          ...problemResponses,
        },
      },
  'POST /api/reservas/joinWaitlist': { body: JoinWaitlistBody, response: { 200: JoinWaitlistReply, ...problemResponses } },
  'POST /api/reservas/waitlistLimit': { body: WaitlistLimitBody, response: { 200: WaitlistLimitReply, ...problemResponses } },
  'DELETE /api/reservas/leaveWaitlist': { body: WaitlistBody, response: { 200: LeaveWaitlistReply, ...problemResponses } },
  'POST /api/reservas/listaDeEspera': { body: OccurrenceBody, response: { 200: Type.Array(WaitlistEntrySchema), ...problemResponses } },
  // Calendar exceptions: admin only; the answers count the members told and given their credit back.
  'POST /api/horarios/closeDate': { body: CloseDateBody, response: { 200: CalendarResultSchema, ...problemResponses } },
  'POST /api/horarios/reopenDate': { body: ReopenDateBody, response: { 200: CalendarResultSchema, ...problemResponses } },
  'POST /api/horarios/cancelOccurrence': { body: CancelOccurrenceBody, response: { 200: CalendarResultSchema, ...problemResponses } },
  'POST /api/horarios/restoreOccurrence': { body: RestoreOccurrenceBody, response: { 200: CalendarResultSchema, ...problemResponses } },
  'POST /api/horarios/moveOccurrence': { body: MoveOccurrenceBody, response: { 200: MoveResultSchema, ...problemResponses } },
  'GET /api/horarios/excepciones': { querystring: ExceptionsQuery, response: { 200: ExceptionsSchema, ...problemResponses } },
  // Turnos fijos: the member's own (an admin may name a member, as in the booking audit).
  'POST /api/reservas/turnoFijo': { body: StandingBookingBody, response: { 200: StandingBookingSetReply, ...problemResponses } },
  'POST /api/reservas/quitarTurnoFijo': { body: StandingBookingBody, response: { 200: Type.Object({ horario_id: Type.Integer() }), ...problemResponses } },
  'GET /api/reservas/misTurnosFijos': { querystring: StandingBookingsQuery, response: { 200: Type.Array(StandingBookingSchema), ...problemResponses } },
} satisfies RouteSchemas;
