import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** The studio's transfer details (alias, CBU, holder), set by the admin in the package settings. */
export const getPaymentDetails = (signal?: AbortSignal) => api('GET /api/paquetes/datosPago', {}, { signal });

export const paymentDetailsQueryOptions = () => queryOptions({ queryKey: ['packages', 'payment-details'] as const, queryFn: ({ signal }) => getPaymentDetails(signal) });

export const usePaymentDetails = () => useQuery(paymentDetailsQueryOptions());
