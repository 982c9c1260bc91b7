import { queryOptions } from '@tanstack/react-query';
import { userPackageKeys } from '../route-keys';
import { api } from '../../lib/api-client';

const ROUTE = 'POST /api/paquetes/getUserPackage';

// A read sent as POST: no Idempotency-Key (it changes nothing).
export const fetchUserPackage = (userId: string, signal?: AbortSignal) => api(ROUTE, { body: { clerkUserId: userId } }, { idempotent: false, signal });

/** A member's package, credits left and pending request (paquete_id null: no package). */
export const userPackageQuery = (userId: string) =>
  queryOptions({ queryKey: userPackageKeys.of(userId), queryFn: ({ signal }) => fetchUserPackage(userId, signal) });
