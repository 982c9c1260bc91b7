import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Cupo } from '../../../../../contract/booking';
import { bookingKeys } from './booking-keys';
import { api } from '../../../lib/api-client';

/** One class occurrence of the agenda (GET /api/horarios/getCuposDisponibles). */
export type AgendaOccurrence = Cupo;

export const getAgenda = (signal?: AbortSignal) =>
  api('GET /api/horarios/getCuposDisponibles', {}, { signal });

export const agendaQueryOptions = (userId: string) =>
  queryOptions({ queryKey: bookingKeys.agenda(userId), queryFn: ({ signal }) => getAgenda(signal) });

export const useAgenda = (userId: string) => useQuery(agendaQueryOptions(userId));
