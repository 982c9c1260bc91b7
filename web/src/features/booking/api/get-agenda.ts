import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import type { Cupo } from '../../../../../contract/booking';
import { bookingKeys } from './booking-keys';

/** One class occurrence of the agenda (GET /api/horarios/getCuposDisponibles). */
export type AgendaOccurrence = Cupo;

export const getAgenda = (signal?: AbortSignal) =>
  apiFetch<AgendaOccurrence[]>('/api/horarios/getCuposDisponibles', { signal });

export const agendaQueryOptions = (userId: string) =>
  queryOptions({ queryKey: bookingKeys.agenda(userId), queryFn: ({ signal }) => getAgenda(signal) });

export const useAgenda = (userId: string) => useQuery(agendaQueryOptions(userId));
