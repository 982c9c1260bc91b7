import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { userPackageKeys } from '../../../api/route-keys';
import { api, type ApiInput, refreshesAfter } from '../../../lib/api-client';

export type MovementsFile = ApiInput<'POST /api/transferencias/importar'>['body'];

export const receiptChecksKey = ['GET /api/transferencias/comprobantes'] as const;
export const receiptChecksQuery = () => queryOptions({ queryKey: receiptChecksKey, queryFn: ({ signal }) => api('GET /api/transferencias/comprobantes', {}, { signal }) });
export const useReceiptChecks = () => useQuery(receiptChecksQuery());

/** What the file holds, read by the server and kept nowhere: the preview before the import. */
export const usePreviewMovements = () => useMutation({ mutationFn: (body: MovementsFile) => api('POST /api/transferencias/vista-previa', { body }) });

/** An import changes how every receipt stands; approving at the import (the studio's rule) gives packages and pays fees. */
export function useImportMovements() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MovementsFile) => api('POST /api/transferencias/importar', { body }),
    ...refreshesAfter(queryClient, [receiptChecksKey, userPackageKeys.all]),
  });
}

export function useApproveWithMovement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ApiInput<'POST /api/transferencias/aprobar'>['body']) => api('POST /api/transferencias/aprobar', { body }),
    onSuccess: (checks) => queryClient.setQueryData(receiptChecksKey, checks),
    ...refreshesAfter(queryClient, [receiptChecksKey, userPackageKeys.all]),
  });
}
