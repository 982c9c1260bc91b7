import { queryOptions } from '@tanstack/react-query';
import { userPackageKeys } from '../route-keys';
import { api } from '../../lib/api-client';

/**
 * POST /api/abonos/cuenta, one fetcher for the screens that read it (her plan's card and Usuarios' Abono y pagos in
 * the billing feature, the booking dialog's fee note). Its key sits under her package's: the `user:<id>` notices that
 * refresh her package (a charge, a payment, a cancellation: web/src/api/api-topics.ts) refresh her account too.
 */
export const monthlyAccountKey = (userId: string) => [...userPackageKeys.of(userId), 'abono'] as const;

export const monthlyAccountQuery = (userId: string) =>
  queryOptions({ queryKey: monthlyAccountKey(userId), queryFn: ({ signal }) => api('POST /api/abonos/cuenta', { body: { clerkUserId: userId } }, { signal }) });
