import { apiFetch } from './api-client';

/** The plan's ETag as the server makes it (services/plans/plan-etag.ts): plan id + the version the copy reflects. */
export const planEtag = (id: number, version: number) => `W/"plan-${id}-${version}"`;

/**
 * GET of a plan, conditional on the copy already held (the member's viewer and the coach's editor each keep their
 * own): when nothing changed the server answers 304 (a few bytes, no 1 MB document) and the held copy stays.
 */
export async function fetchPlan<Plan extends { version?: number }>(id: number, held?: Plan): Promise<Plan> {
  const headers: Record<string, string> = held?.version === undefined ? {} : { 'If-None-Match': planEtag(id, held.version) };
  const fresh = await apiFetch<Plan | undefined>(`/api/planificaciones/${id}`, { headers });
  if (fresh) return fresh;
  if (!held) throw new Error('304 without a held copy');
  return held;
}
