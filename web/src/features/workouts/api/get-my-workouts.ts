import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { workoutsKeys } from './workouts-keys';

export type { RecordsEjercicio, SesionResumen } from '../../../../../contract/workouts';

export const useMySessions = () =>
  useQuery({ queryKey: workoutsKeys.mySessions(), queryFn: ({ signal }) => api('GET /api/entrenamientos/sesiones', { query: { limite: '50' } }, { signal }) });

export const useMyRecords = () =>
  useQuery({ queryKey: workoutsKeys.myRecords(), queryFn: ({ signal }) => api('GET /api/entrenamientos/records', {}, { signal }) });
