// Pulso's service worker (built by vite-plugin-pwa, inject-manifest mode, into web/dist/sw.js): the built files
// precached per build, the app shell and the member's reads offline, the offline queue's Background Sync, and push.
import { clientsClaim, setCacheNameDetails } from 'workbox-core';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CACHE_PREFIX } from '../lib/offline/offline-reads';
import { registerApiReads, warmStartReads } from './api-reads';
import { deleteCachesNotIn, ownCacheNames } from './cache-cleanup';
import { registerPushHandlers } from './push';
import { registerQueueSync } from './queue-sync';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | PrecacheEntry)[] };

setCacheNameDetails({ prefix: CACHE_PREFIX });
// The build writes its file list here, each with a revision: a new build precaches what changed, drops the rest.
// oxlint-disable-next-line no-underscore-dangle -- the build replaces this exact name with the list
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Every route is the same index.html: with no signal the precached one starts the app.
registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: [/^\/api(?:\/|$)/] }));
registerApiReads(self);
registerQueueSync(self);
registerPushHandlers(self);

// A new build takes over at once (the old worker's files would be gone from the server anyway).
self.addEventListener('install', () => void self.skipWaiting());
clientsClaim();
// Caches of older builds (pulso-shell-v1 of the first worker, an API cache of an older version) go on activate.
self.addEventListener('activate', (event) => event.waitUntil(Promise.all([deleteCachesNotIn(ownCacheNames()), warmStartReads()])));
