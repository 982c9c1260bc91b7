import { useQuery } from '@tanstack/react-query';
import { workoutsKeys } from './workouts-keys';
import { api } from '../../../lib/api-client';

export type { EntrenarHoy } from '../../../../../contract/workouts';

/** Per plan the member may train, the day to train today and the open session to continue (the server decides). */
export const useTrainToday = () =>
  useQuery({ queryKey: workoutsKeys.trainToday(), queryFn: ({ signal }) => api('GET /api/entrenamientos/entrenarHoy', {}, { signal }) });
