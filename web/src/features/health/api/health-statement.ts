import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { acceptTerms } from '../../../api/health/accept-terms';
import { healthStatusKey, termsKey } from '../../../api/route-keys';
import { fileToBase64 } from '../../../lib/file-to-base64';
import { healthKeys } from './health-keys';
import { api, type ApiInput, refreshesAfter } from '../../../lib/api-client';

export type StatementInput = Omit<ApiInput<'POST /api/salud/declaracion'>['body'], 'certificado'> & { certificado: File | null };

/** A member's file (her own, or any member's for admins). A read sent as POST: no Idempotency-Key (it changes nothing). */
export const healthFileQuery = (userId: string) =>
  queryOptions({
    queryKey: healthKeys.file(userId),
    queryFn: ({ signal }) => api('POST /api/salud/getFicha', { body: { clerkUserId: userId } }, { idempotent: false, signal }),
  });

/** Her statement, with the certificate read as base64 as receipts are sent. */
export function useSubmitStatement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ certificado, ...body }: StatementInput) =>
      api('POST /api/salud/declaracion', { body: { ...body, certificado: certificado ? { fileData: await fileToBase64(certificado), fileName: certificado.name } : null } }),
    ...refreshesAfter(queryClient, [healthKeys.files, healthStatusKey]),
  });
}

/** She accepts the version she read; the gate closes once her standing says so. */
export function useAcceptTerms() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptTerms,
    ...refreshesAfter(queryClient, [healthStatusKey, termsKey, healthKeys.files]),
  });
}
