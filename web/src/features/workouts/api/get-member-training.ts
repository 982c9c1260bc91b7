import { useQuery } from '@tanstack/react-query';
import { workoutsKeys } from './workouts-keys';
import { api } from '../../../lib/api-client';

export type { Cumplimiento } from '../../../../../contract/workouts';

/** Staff: a member's sessions, weekly compliance and records. */
export const useMemberSessions = (clerkUserId: string) =>
  useQuery({
    queryKey: workoutsKeys.memberSessions(clerkUserId),
    queryFn: ({ signal }) => api('GET /api/entrenamientos/socios/:clerkUserId/sesiones', { params: { clerkUserId }, query: { limite: '50' } }, { signal }),
  });

export const useMemberCompliance = (clerkUserId: string) =>
  useQuery({
    queryKey: workoutsKeys.memberCompliance(clerkUserId),
    queryFn: ({ signal }) => api('GET /api/entrenamientos/socios/:clerkUserId/cumplimiento', { params: { clerkUserId }, query: { semanas: '8' } }, { signal }),
  });

export const useMemberRecords = (clerkUserId: string) =>
  useQuery({
    queryKey: workoutsKeys.memberRecords(clerkUserId),
    queryFn: ({ signal }) => api('GET /api/entrenamientos/socios/:clerkUserId/records', { params: { clerkUserId } }, { signal }),
  });

/** Staff: the newest sessions of every member (the coach's start page). */
export const useRecentSessions = () =>
  useQuery({ queryKey: workoutsKeys.recent(), queryFn: ({ signal }) => api('GET /api/entrenamientos/sesionesRecientes', { query: { limite: '50' } }, { signal }) });
