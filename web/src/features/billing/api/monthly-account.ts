import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { userPackageKeys } from '../../../api/route-keys';
import { api, type ApiInput, refreshesAfter } from '../../../lib/api-client';

/**
 * Her monthly plan's key sits under her package's: the `user:<id>` notices that refresh her package (a charge, a
 * payment, a cancellation: web/src/api/api-topics.ts) refresh her account too, with no handler of its own.
 */
export const monthlyAccountKey = (userId: string) => [...userPackageKeys.of(userId), 'abono'] as const;

export const monthlyAccountQuery = (userId: string) =>
  queryOptions({ queryKey: monthlyAccountKey(userId), queryFn: ({ signal }) => api('POST /api/abonos/cuenta', { body: { clerkUserId: userId } }, { signal }) });
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
