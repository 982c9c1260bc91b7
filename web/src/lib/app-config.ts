import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type ApiAnswer } from './api-client';

export type AppConfig = ApiAnswer<'GET /api/config'>;
export type AuthMode = AppConfig['authMode'];

export function fetchAppConfig(): Promise<AppConfig> {
  return api('GET /api/config', {}, { anonymous: true });
}

export function appConfigQueryOptions() {
  return queryOptions({
    queryKey: ['app-config'],
    queryFn: fetchAppConfig,
    // The config only changes with a deploy.
    staleTime: Infinity,
  });
}

export function useAppConfig() {
  return useQuery(appConfigQueryOptions());
}
