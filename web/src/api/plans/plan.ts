import { queryOptions } from '@tanstack/react-query';
import type { Planificacion } from '../../../../contract/plans';
import { planKeys } from '../route-keys';
import { api } from '../../lib/api-client';

const ROUTE = 'GET /api/planificaciones/:id';

/** The plan's ETag as the server makes it (services/plans/plan-etag.ts): plan id + the version the copy reflects. */
export const planEtag = (id: number, version: number) => `W/"plan-${id}-${version}"`;

/**
 * GET of a plan conditional on the copy named by its ETag: a 304 (a few bytes, no 1 MB document) resolves to
 * undefined (api-client), which the route's 200 type does not say.
 */
export const fetchPlanIfChanged = (id: number, etag: string | undefined, signal?: AbortSignal): Promise<Planificacion | undefined> =>
  api(ROUTE, { params: { id: String(id) } }, { signal, headers: etag ? { 'If-None-Match': etag } : {} });

/** A plan, asked conditionally on the copy already held: when nothing changed the held copy stays. */
export async function fetchPlan(id: number, held?: Planificacion, signal?: AbortSignal): Promise<Planificacion> {
  const fresh = await fetchPlanIfChanged(id, held?.version === undefined ? undefined : planEtag(id, held.version), signal);
  if (fresh) return fresh;
  if (!held) throw new Error('304 without a held copy');
  return held;
}

/** One plan's content: the member's viewer and the coach's editor read the same copy. */
export const planQuery = (id: number) =>
  queryOptions({ queryKey: planKeys.of(id), queryFn: ({ client, signal }) => fetchPlan(id, client.getQueryData<Planificacion>(planKeys.of(id)), signal) });
