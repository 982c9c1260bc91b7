import { registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';
import { API_CACHE, isOfflineGetRead, isOfflinePostRead, offlineCacheKey, postReadKey, SESSION_ENDED_MESSAGE, SIGN_OUT_PATH } from '../lib/offline/offline-reads';

// A gym's weak signal can hang a request for a minute: after this long the member sees the last copy (the network
// answer, if it comes, still refreshes the cache for next time).
const NETWORK_TIMEOUT_SECONDS = 6;

const sameOrigin = (scope: ServiceWorkerGlobalScope, url: URL) => url.origin === scope.location.origin;

// Counts the sessions ended while this worker runs. An answer asked for before the count moved (a plan warming in the
// background as the member signs out) is not kept: it would land in the emptied cache, where the next member
// signing in on this phone could be shown it.
let sessionsEnded = 0;

async function endSession(): Promise<void> {
  sessionsEnded += 1;
  await caches.delete(API_CACHE);
}

/** The member's reads, network-first with the last 200 as fallback; the cache is emptied when a session ends. */
export function registerApiReads(scope: ServiceWorkerGlobalScope): void {
  registerRoute(
    ({ url, request }) => sameOrigin(scope, url) && request.method === 'GET' && isOfflineGetRead(url.pathname),
    new NetworkFirst({
      cacheName: API_CACHE,
      networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
      // Only whole answers: a 304 (the page's ETag matched) or an error is never what an offline reload should see.
      plugins: [
        {
          handlerWillStart: async ({ state }) => {
            if (state) state.session = sessionsEnded;
          },
          cacheWillUpdate: async ({ response, state }) => (response.status === 200 && state?.session === sessionsEnded ? response : null),
        },
        // The last-time prefill names the session being logged (excluirSesion), new for every session: kept per day,
        // so a session started offline still finds the day's last answer (the screen ignores a line naming itself).
        { cacheKeyWillBeUsed: async ({ request }) => offlineCacheKey(request) },
      ],
    }),
  );

  registerRoute(
    ({ url, request }) => sameOrigin(scope, url) && !request.headers.has('Idempotency-Key') && isOfflinePostRead(url.pathname),
    ({ request, url }) => postReadNetworkFirst(scope, request, url),
    'POST',
  );

  registerRoute(
    ({ url }) => sameOrigin(scope, url) && url.pathname === SIGN_OUT_PATH,
    async ({ request }) => {
      const response = await fetch(request);
      if (response.ok || response.status === 401) await endSession();
      return response;
    },
    'POST',
  );

  // The page ended the session itself (Clerk's sign-out, an expired session): the same as a sign-out here.
  scope.addEventListener('message', (event) => {
    if ((event.data as { type?: unknown } | null)?.type === SESSION_ENDED_MESSAGE) event.waitUntil(endSession());
  });
}

/** Cache Storage keys only GETs: a POST read is kept under its path plus its body. */
async function postReadNetworkFirst(scope: ServiceWorkerGlobalScope, request: Request, url: URL): Promise<Response> {
  const key = postReadKey(scope.location.origin, url.pathname, await request.clone().text());
  const session = sessionsEnded;
  try {
    const response = await fetch(request);
    if (response.status === 200 && session === sessionsEnded) await (await caches.open(API_CACHE)).put(key, response.clone());
    return response;
  } catch (error) {
    const cached = await caches.match(key, { cacheName: API_CACHE });
    if (cached) return cached;
    throw error;
  }
}

// What the app asks before it can show anything (which auth mode, who is signed in). The first visit asked before
// this worker controlled the page, so nothing was kept: fetched again on activate, a reload offline can start.
const START_READS = ['/api/config', '/api/auth/me'];

export async function warmStartReads(): Promise<void> {
  const cache = await caches.open(API_CACHE);
  await Promise.all(
    START_READS.map(async (path) => {
      const response = await fetch(path, { credentials: 'same-origin', headers: { accept: 'application/json' } }).catch(() => null);
      if (response?.status === 200) await cache.put(path, response);
    }),
  );
}
