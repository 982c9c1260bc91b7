import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { auditKeys } from './audit-keys';

/**
 * The time machine: a class and a member as the live views showed them at a past moment, folded from the log. A past
 * moment never changes, so its answer is kept for the screen's life.
 */
export const classMomentQuery = (horarioId: number, fecha: string, en: string) =>
  queryOptions({
    queryKey: auditKeys.classMoment(horarioId, fecha, en),
    queryFn: ({ signal }) => api('POST /api/reservas/comoEstabaClase', { body: { horario_id: horarioId, fecha, en } }, { idempotent: false, signal }),
    staleTime: Infinity,
  });

export const memberMomentQuery = (userId: string, en: string) =>
  queryOptions({
    queryKey: auditKeys.memberMoment(userId, en),
    queryFn: ({ signal }) => api('POST /api/reservas/comoEstabaSocio', { body: { clerkUserId: userId, en } }, { idempotent: false, signal }),
    staleTime: Infinity,
  });

export const useClassMoment = (horarioId: number, fecha: string, en: string) => useQuery(classMomentQuery(horarioId, fecha, en));
export const useMemberMoment = (userId: string, en: string) => useQuery(memberMomentQuery(userId, en));
