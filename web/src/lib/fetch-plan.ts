import type { Planificacion } from '../../../contract/plans';
import { api } from './api';

/** The plan's ETag as the server makes it (services/plans/plan-etag.ts): plan id + the version the copy reflects. */
export const planEtag = (id: number, version: number) => `W/"plan-${id}-${version}"`;

/**
 * GET of a plan, conditional on the copy already held (the member's viewer and the coach's editor each keep their
 * own): when nothing changed the server answers 304 (a few bytes, no 1 MB document) and the held copy stays.
 */
export async function fetchPlan(id: number, held?: Planificacion): Promise<Planificacion> {
  const headers: Record<string, string> = held?.version === undefined ? {} : { 'If-None-Match': planEtag(id, held.version) };
  // A 304 resolves to undefined (api-client), which the route's 200 type does not say.
  const fresh: Planificacion | undefined = await api('GET /api/planificaciones/:id', { params: { id: String(id) } }, { headers });
  if (fresh) return fresh;
  if (!held) throw new Error('304 without a held copy');
  return held;
}
