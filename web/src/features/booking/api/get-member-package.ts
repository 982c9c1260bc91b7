import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type ApiAnswer } from '../../../lib/api';
import { bookingKeys } from './booking-keys';

/** The fields of POST /api/paquetes/getUserPackage that booking needs (paquete_id null = no package). */
export type MemberPackage = Pick<
  ApiAnswer<'POST /api/paquetes/getUserPackage'>,
  'paquete_id' | 'nombre' | 'valido_hasta' | 'creditos_restantes' | 'dias_restantes'
>;

export const getMemberPackage = (userId: string, signal?: AbortSignal) =>
  api('POST /api/paquetes/getUserPackage', { body: { clerkUserId: userId } }, { idempotent: false, signal });

export const memberPackageQueryOptions = (userId: string) =>
  queryOptions({ queryKey: bookingKeys.memberPackage(userId), queryFn: ({ signal }) => getMemberPackage(userId, signal) });

export const useMemberPackage = (userId: string) => useQuery(memberPackageQueryOptions(userId));

export const hasPackage = (memberPackage: MemberPackage | null | undefined): boolean => memberPackage?.paquete_id != null;
