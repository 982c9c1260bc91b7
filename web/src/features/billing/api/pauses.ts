import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { creditHistoryKeys, userPackageKeys } from '../../../api/route-keys';
import { api, type ApiInput, refreshesAfter } from '../../../lib/api-client';

export type PauseSettingsInput = ApiInput<'PUT /api/pausas/ajustes'>['body'];
export type PauseRequestInput = ApiInput<'POST /api/pausas/pedir'>['body'];

const MY_PAUSES = 'POST /api/pausas/estado';
/** Her pauses by her user id; `all` reaches every member's (the studio's rule rides on each answer). */
export const myPausesKeys = { all: [MY_PAUSES] as const, of: (userId: string) => [MY_PAUSES, userId] as const };
export const pauseSettingsKey = ['GET /api/pausas/ajustes'] as const;
export const pendingPausesKey = ['GET /api/pausas/pendientes'] as const;
export const pausePlanLimitsKey = ['GET /api/pausas/paquetes'] as const;
export type PausePlanLimitsInput = ApiInput<'PUT /api/pausas/paquetes'>['body'];

// A read sent as POST: no Idempotency-Key (it changes nothing).
export const myPausesQuery = (userId: string) =>
  queryOptions({ queryKey: myPausesKeys.of(userId), queryFn: ({ signal }) => api(MY_PAUSES, { body: { clerkUserId: userId } }, { idempotent: false, signal }) });
export const useMyPauses = (userId: string) => useQuery(myPausesQuery(userId));

/**
 * An approved pause moves her package's end (her package, and her monthly account under its key) and writes a
 * line in her credit history: all three are read again with her pauses when no notice will say so.
 */
export function useRequestPause(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PauseRequestInput) => api('POST /api/pausas/pedir', { body }),
    onSuccess: (mine) => queryClient.setQueryData(myPausesKeys.of(userId), mine),
    ...refreshesAfter(queryClient, [myPausesKeys.of(userId), userPackageKeys.of(userId), creditHistoryKeys.of(userId)]),
  });
}

/** Her early end moves her package's end back and writes a ledger line: read again as a request's are. */
export function useEndPause(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (pausaId: number) => api('POST /api/pausas/terminar', { body: { pausaId } }),
    onSuccess: (mine) => queryClient.setQueryData(myPausesKeys.of(userId), mine),
    ...refreshesAfter(queryClient, [myPausesKeys.of(userId), userPackageKeys.of(userId), creditHistoryKeys.of(userId)]),
  });
}

export const usePauseSettings = () => useQuery(queryOptions({ queryKey: pauseSettingsKey, queryFn: ({ signal }) => api('GET /api/pausas/ajustes', {}, { signal }) }));

/** A new rule changes what every member's card says is left. */
export function useSavePauseSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PauseSettingsInput) => api('PUT /api/pausas/ajustes', { body }),
    onSuccess: (settings) => queryClient.setQueryData(pauseSettingsKey, settings),
    ...refreshesAfter(queryClient, [pauseSettingsKey, myPausesKeys.all]),
  });
}

export const usePausePlanLimits = () => useQuery(queryOptions({ queryKey: pausePlanLimitsKey, queryFn: ({ signal }) => api('GET /api/pausas/paquetes', {}, { signal }) }));

/** A package's own limits, set or cleared: the list answers, and every member's card may keep another rule. */
export function useSetPausePlanLimits() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PausePlanLimitsInput) => api('PUT /api/pausas/paquetes', { body }),
    onSuccess: (list) => queryClient.setQueryData(pausePlanLimitsKey, list),
    ...refreshesAfter(queryClient, [pausePlanLimitsKey, myPausesKeys.all]),
  });
}

export function useClearPausePlanLimits() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (paqueteId: number) => api('DELETE /api/pausas/paquetes', { body: { paqueteId } }),
    onSuccess: (list) => queryClient.setQueryData(pausePlanLimitsKey, list),
    ...refreshesAfter(queryClient, [pausePlanLimitsKey, myPausesKeys.all]),
  });
}

export const usePendingPauses = () => useQuery(queryOptions({ queryKey: pendingPausesKey, queryFn: ({ signal }) => api('GET /api/pausas/pendientes', {}, { signal }) }));

/** The studio's decision answers the list still waiting; an approval also moves that member's package and dates. */
function useDecision(route: 'POST /api/pausas/aprobar' | 'POST /api/pausas/rechazar') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ApiInput<typeof route>['body']) => api(route, { body }),
    onSuccess: (pending) => queryClient.setQueryData(pendingPausesKey, pending),
    ...refreshesAfter(queryClient, [pendingPausesKey, myPausesKeys.all, userPackageKeys.all, creditHistoryKeys.all]),
  });
}

export const useApprovePause = () => useDecision('POST /api/pausas/aprobar');
export const useRejectPause = () => useDecision('POST /api/pausas/rechazar');
