import { API_CACHE } from './offline-reads';

// The service worker's copies of plan documents (GET /api/planificaciones/:id, network-first), as the page sees
// them in Cache Storage: which plans the phone holds, the ETag each copy came with, and dropping one the member lost.

const PLAN_PATH = /^\/api\/planificaciones\/(\d+)$/;

export const planPath = (id: number) => `/api/planificaciones/${id}`;

/** What the plan warmer needs of the cache; undefined where Cache Storage is missing (tests, old browsers). */
export interface OfflinePlanCopies {
  /** The plan ids the cache holds a copy of. */
  ids(): Promise<number[]>;
  /** The ETag the held copy came with (W/"plan-<id>-<version>"), undefined when there is none. */
  etag(id: number): Promise<string | undefined>;
  drop(id: number): Promise<void>;
}

export function offlinePlanCopies(): OfflinePlanCopies | undefined {
  if (typeof caches === 'undefined') return undefined;
  // Opened on each use, never held: sign-out deletes the cache, and a handle kept from before would write into a
  // deleted cache.
  const open = () => caches.open(API_CACHE);
  return {
    async ids() {
      const keys = await (await open()).keys();
      return keys.flatMap((request) => {
        const match = PLAN_PATH.exec(new URL(request.url).pathname);
        return match ? [Number(match[1])] : [];
      });
    },
    async etag(id) {
      // The worker kept it under the page's request; Vary (accept-encoding) does not change the document.
      const copy = await (await open()).match(planPath(id), { ignoreVary: true });
      return copy?.headers.get('etag') ?? undefined;
    },
    async drop(id) {
      await (await open()).delete(planPath(id));
    },
  };
}
