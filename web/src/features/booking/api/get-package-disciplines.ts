import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/**
 * Which disciplines each package on sale is limited to (empty: every discipline), so the agenda can mark the classes
 * the member's package does not include before any tap (the server refuses them with PACKAGE_NOT_FOR_DISCIPLINE).
 */
export const packageDisciplinesQueryOptions = () =>
  queryOptions({
    queryKey: ['booking', 'package-disciplines'] as const,
    queryFn: async ({ signal }) => {
      const paquetes = await api('GET /api/paquetes/getPaquetes', {}, { signal });
      return new Map(paquetes.map((p) => [p.id, p.disciplinas]));
    },
    staleTime: 60_000,
  });

export const usePackageDisciplines = () => useQuery(packageDisciplinesQueryOptions());
