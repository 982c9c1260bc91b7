import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchPlan } from '../../../lib/fetch-plan';
import { editorKeys } from './editor-keys';
import type { Planificacion } from './types';

export const editorPlanQueryOptions = (id: number) =>
  queryOptions({
    queryKey: editorKeys.plan(id),
    queryFn: ({ client }) => fetchPlan(id, client.getQueryData<Planificacion>(editorKeys.plan(id))),
  });

export const useEditorPlan = (id: number) => useQuery(editorPlanQueryOptions(id));
