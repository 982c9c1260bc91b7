import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { attendanceKeys } from './attendance-keys';
import type { ClassDay } from './types';
import { api, type ApiInput, refreshAfterCommand } from '../../../lib/api-client';
import type { TopicHandlers } from '../../../lib/realtime';

/** POST /api/clases/getClasesDelDia: the day's classes with rosters, waitlists and plans (staff only). */
export const classDayQuery = (fecha: string) =>
  queryOptions({
    queryKey: attendanceKeys.console(fecha),
    queryFn: ({ signal }) => api('POST /api/clases/getClasesDelDia', { body: { fecha } }, { idempotent: false, signal }),
  });

/** POST /api/clases/buscarSocios: members by name or email, for booking one into a class. */
export const memberSearchQuery = (texto: string) =>
  queryOptions({
    queryKey: attendanceKeys.search(texto),
    queryFn: ({ signal }) => api('POST /api/clases/buscarSocios', { body: { texto } }, { idempotent: false, signal }),
    enabled: texto.trim().length >= 2,
  });

/** POST /api/reservas/getHistorial: the member's past classes and the credit each caused. */
export const historyQuery = (userId: string) =>
  queryOptions({
    queryKey: attendanceKeys.history(userId),
    queryFn: ({ signal }) => api('POST /api/reservas/getHistorial', { body: {} }, { idempotent: false, signal }),
  });

type Mark = { bookingId: number; fecha: string; present: boolean };

/**
 * One tap: check a member in (or undo it). The roster shows the change at once and rolls it back if the server
 * refuses; the `classes` topic then refreshes every open console.
 */
export function useMarkAttendance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ bookingId, present }: Mark) =>
      api(present ? 'POST /api/reservas/checkIn' : 'POST /api/reservas/undoCheckIn', { body: { id: bookingId } }),
    onMutate: async ({ bookingId, fecha, present }: Mark) => {
      const key = attendanceKeys.console(fecha);
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<ClassDay>(key);
      if (before) {
        queryClient.setQueryData<ClassDay>(key, {
          ...before,
          clases: before.clases.map((c) => {
            const hit = c.reservas.some((r) => r.id === bookingId);
            if (!hit) return c;
            return {
              ...c,
              presentes: c.presentes + (present ? 1 : -1),
              reservas: c.reservas.map((r) => (r.id === bookingId ? { ...r, asistencia: present ? ('presente' as const) : null } : r)),
            };
          }),
        });
      }
      return { before, key };
    },
    onError: (_error, _mark, context) => {
      if (context?.before) queryClient.setQueryData(context.key, context.before);
    },
    // The `classes` notice refreshes open consoles (lib/api-client.ts).
    onSettled: (_data, error, { fecha }) => refreshAfterCommand(queryClient, [attendanceKeys.console(fecha)], error ? 'refused' : 'accepted'),
  });
}

export type StaffBooking = ApiInput<'POST /api/clases/anotarSocio'>['body'];

/** POST /api/clases/anotarSocio: book a member into a class, or add a walk-in. */
export function useStaffBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StaffBooking) => api('POST /api/clases/anotarSocio', { body }),
    onSettled: (_data, error, body) => refreshAfterCommand(queryClient, [attendanceKeys.console(body.fecha)], error ? 'refused' : 'accepted'),
  });
}

/** POST /api/clases/cancelarReserva: the studio cancels a member's booking (credit back, place to the waitlist). */
export function useCancelForMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ bookingId }: { bookingId: number; fecha: string }) => api('POST /api/clases/cancelarReserva', { body: { id: bookingId } }),
    onSettled: (_data, error, { fecha }) => refreshAfterCommand(queryClient, [attendanceKeys.console(fecha)], error ? 'refused' : 'accepted'),
  });
}

/** Realtime for these queries: the class console (`classes`: bookings, waitlists, check-ins) and the member's own history. */
export const attendanceTopicHandlers: TopicHandlers = {
  classes: (_event, queryClient) => void queryClient.invalidateQueries({ queryKey: attendanceKeys.consoleAll }),
  user: (_event, queryClient) => void queryClient.invalidateQueries({ queryKey: attendanceKeys.historyAll }),
};
