import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PoliticaReservas } from '../../../../../contract/catalog';
import { catalogChangeKeys } from './catalog-keys';
import { api, refreshesAfter } from '../../../lib/api-client';

export type { PoliticaReservas };

/** The admin sets a discipline's booking policy. */
export const setPoliticaReservas = (body: PoliticaReservas & { id: number }) =>
  api('PUT /api/disciplinas/setPoliticaReservas', { body });

export function useSetPoliticaReservas() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: setPoliticaReservas, ...refreshesAfter(queryClient, catalogChangeKeys) });
}
