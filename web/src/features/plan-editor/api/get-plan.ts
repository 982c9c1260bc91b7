import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { editorKeys } from './editor-keys';
import type { Planificacion } from './types';

/** The plan's ETag as the server makes it (services/plans/plan-etag.ts): plan id + the version the copy reflects. */
export const planEtag = (id: number, version: number) => `W/"plan-${id}-${version}"`;

/**
 * GET of the plan, conditional on the copy already held: when nothing changed the server answers 304 (a few
 * bytes, no 1 MB document) and the held copy stays.
 */
export async function fetchPlan(id: number, held?: Planificacion): Promise<Planificacion> {
  const headers: Record<string, string> = held?.version === undefined ? {} : { 'If-None-Match': planEtag(id, held.version) };
  const fresh = await apiFetch<Planificacion | undefined>(`/api/planificaciones/${id}`, { headers });
  if (fresh) return fresh;
  if (!held) throw new Error('304 without a held copy');
  return held;
}

export const editorPlanQueryOptions = (id: number) =>
  queryOptions({
    queryKey: editorKeys.plan(id),
    queryFn: ({ client }) => fetchPlan(id, client.getQueryData<Planificacion>(editorKeys.plan(id))),
  });

export const useEditorPlan = (id: number) => useQuery(editorPlanQueryOptions(id));
