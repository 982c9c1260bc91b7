import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { bookingKeys } from './booking-keys';

/** One class occurrence of the agenda (GET /api/horarios/getCuposDisponibles). */
export type AgendaOccurrence = {
  horario_id: number;
  fecha: string;
  dia_semana: string;
  hora: string;
  disciplina_id: number;
  disciplina: string;
  cupo_maximo: number;
  cupo_disponible: number;
  /** The member's own booking of this occurrence, if any. */
  reserva_id: number | null;
};

export const getAgenda = (signal?: AbortSignal) =>
  apiFetch<AgendaOccurrence[]>('/api/horarios/getCuposDisponibles', { signal });

export const agendaQueryOptions = (userId: string) =>
  queryOptions({ queryKey: bookingKeys.agenda(userId), queryFn: ({ signal }) => getAgenda(signal) });

export const useAgenda = (userId: string) => useQuery(agendaQueryOptions(userId));
