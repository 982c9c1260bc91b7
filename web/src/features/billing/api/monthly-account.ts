import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { monthlyAccountQuery } from '../../../api/billing/monthly-account';
import { userPackageKeys } from '../../../api/route-keys';
import { api, type ApiInput, refreshesAfter } from '../../../lib/api-client';
import { fileToBase64 } from '../../../lib/file-to-base64';

export const useMonthlyAccount = (userId: string) => useQuery(monthlyAccountQuery(userId));

/** Both her package (the month's classes) and her account change with a plan's commands. */
const useAccountMutation = <Body,>(userId: string, send: (body: Body) => Promise<unknown>) => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: send, ...refreshesAfter(queryClient, [userPackageKeys.of(userId)]) });
};

export const useCancelMonthlyPlan = (userId: string) =>
  useAccountMutation(userId, (body: ApiInput<'POST /api/abonos/baja'>['body']) => api('POST /api/abonos/baja', { body }));
export const useAssignMonthlyPlan = (userId: string) =>
  useAccountMutation(userId, (body: ApiInput<'POST /api/abonos/asignar'>['body']) => api('POST /api/abonos/asignar', { body }));
export const useRecordPayment = (userId: string) =>
  useAccountMutation(userId, (body: ApiInput<'POST /api/abonos/pago'>['body']) => api('POST /api/abonos/pago', { body }));

export type ReportPaymentInput = { monto_centavos: number; medio: 'transferencia' | 'mercado_pago'; operacion?: string; file: File };

/** Her transfer's receipt as the JSON upload the route takes (base64), with the amount and method. */
export const useReportPayment = (userId: string) =>
  useAccountMutation(userId, async ({ file, ...rest }: ReportPaymentInput) =>
    api('POST /api/abonos/informarPago', { body: { ...rest, fileName: file.name, fileData: await fileToBase64(file) } }));
export const useApprovePaymentReport = (userId: string) =>
  useAccountMutation(userId, (body: ApiInput<'POST /api/abonos/aprobarPago'>['body']) => api('POST /api/abonos/aprobarPago', { body }));
export const useRejectPaymentReport = (userId: string) =>
  useAccountMutation(userId, (body: ApiInput<'POST /api/abonos/rechazarPago'>['body']) => api('POST /api/abonos/rechazarPago', { body }));
export const useGrantDiscount = (userId: string) =>
  useAccountMutation(userId, (body: ApiInput<'POST /api/abonos/descuento'>['body']) => api('POST /api/abonos/descuento', { body }));
export const useWriteOffDebt = (userId: string) =>
  useAccountMutation(userId, (body: ApiInput<'POST /api/abonos/condonar'>['body']) => api('POST /api/abonos/condonar', { body }));
