import { Type } from 'typebox';
import { AddReservaBody, CupoSchema, DeleteReservaBody, HistoryEntrySchema, OccurrenceBody, ReservaSchema, UserBody, WaiveForfeitBody } from '../booking';
import { problemResponses } from '../http';
import { JoinWaitlistReply, LeaveWaitlistReply, WaitlistBody, WaitlistEntrySchema } from '../waitlist';
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
  'POST /api/reservas/joinWaitlist': { body: WaitlistBody, response: { 200: JoinWaitlistReply, ...problemResponses } },
  'DELETE /api/reservas/leaveWaitlist': { body: WaitlistBody, response: { 200: LeaveWaitlistReply, ...problemResponses } },
  'POST /api/reservas/listaDeEspera': { body: OccurrenceBody, response: { 200: Type.Array(WaitlistEntrySchema), ...problemResponses } },
} satisfies RouteSchemas;
