import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchPlan } from '../../../lib/fetch-plan';
import { plansKeys } from './plans-keys';
import type { Planificacion } from './types';

export const planQueryOptions = (id: number) =>
  queryOptions({ queryKey: plansKeys.plan(id), queryFn: ({ client }) => fetchPlan(id, client.getQueryData<Planificacion>(plansKeys.plan(id))) });

export const usePlan = (id: number) => useQuery({ ...planQueryOptions(id), enabled: Number.isInteger(id) && id > 0 });
