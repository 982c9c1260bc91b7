import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { packageKeys } from './package-keys';

export const getUserPackage = (userId: string, signal?: AbortSignal) =>
  api('POST /api/paquetes/getUserPackage', { body: { clerkUserId: userId } }, { idempotent: false, signal });

export const userPackageQueryOptions = (userId: string) =>
  queryOptions({ queryKey: packageKeys.package(userId), queryFn: ({ signal }) => getUserPackage(userId, signal) });

export const useUserPackage = (userId: string) => useQuery(userPackageQueryOptions(userId));
