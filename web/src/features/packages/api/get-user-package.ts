import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { packageKeys } from './package-keys';
import type { UserPackage } from './types';

export const getUserPackage = (userId: string, signal?: AbortSignal) =>
  apiFetch<UserPackage>('/api/paquetes/getUserPackage', { method: 'POST', body: { clerkUserId: userId }, idempotent: false, signal });

export const userPackageQueryOptions = (userId: string) =>
  queryOptions({ queryKey: packageKeys.package(userId), queryFn: ({ signal }) => getUserPackage(userId, signal) });

export const useUserPackage = (userId: string) => useQuery(userPackageQueryOptions(userId));
