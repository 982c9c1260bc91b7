import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { progressKeys } from './progress-keys';

export type { FotoProgreso, Medida, Progreso } from '../../../../../contract/progress';

/** Her measurements and photos, oldest first, and whether her coaches see them. */
export const myProgressQuery = () => queryOptions({ queryKey: progressKeys.mine(), queryFn: ({ signal }) => api('GET /api/progreso', {}, { signal }) });

export const useMyProgress = () => useQuery(myProgressQuery());
