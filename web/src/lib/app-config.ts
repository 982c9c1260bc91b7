import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api';

export type AuthMode = 'local' | 'clerk';

export type AppConfig = {
  authMode: AuthMode;
  clerkPublishableKey?: string;
  studioName: string;
};

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
