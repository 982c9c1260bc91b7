import { cacheNames } from 'workbox-core';
import { API_CACHE, CACHE_PREFIX } from '../lib/offline/offline-reads';

/** The caches this build of the worker uses. */
export const ownCacheNames = () => new Set([cacheNames.precache, cacheNames.runtime, API_CACHE]);

/** Deletes Pulso's caches that this build no longer uses (never another app's on the same origin). */
export async function deleteCachesNotIn(keep: ReadonlySet<string>): Promise<void> {
  const names = await caches.keys();
  await Promise.all(names.filter((name) => name.startsWith(CACHE_PREFIX) && !keep.has(name)).map((name) => caches.delete(name)));
}
