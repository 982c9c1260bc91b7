import { useQuery } from '@tanstack/react-query';
import { workoutsKeys } from './workouts-keys';
import { api } from '../../../lib/api-client';

export type { RecordsEjercicio, SesionResumen } from '../../../../../contract/workouts';

export const useMySessions = () =>
  useQuery({ queryKey: workoutsKeys.mySessions(), queryFn: ({ signal }) => api('GET /api/entrenamientos/sesiones', { query: { limite: '50' } }, { signal }) });

export const useMyRecords = () =>
  useQuery({ queryKey: workoutsKeys.myRecords(), queryFn: ({ signal }) => api('GET /api/entrenamientos/records', {}, { signal }) });
