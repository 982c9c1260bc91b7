import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { auditKeys } from './audit-keys';
import type { AuditUser } from './types';

export const getUsers = (signal?: AbortSignal) => apiFetch<AuditUser[]>('/api/user/getUsers', { signal });

export const usersQueryOptions = () => queryOptions({ queryKey: auditKeys.users, queryFn: ({ signal }) => getUsers(signal) });

export const useUsers = () => useQuery(usersQueryOptions());
