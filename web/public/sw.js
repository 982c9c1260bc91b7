/* Pulso service worker: app-shell cache, offline start, push notifications. */
const CACHE = 'pulso-shell-v1';
const SHELL = ['/', '/manifest.webmanifest', '/icons/logo.svg', '/icons/icon-192.png', '/icons/icon-512.png'];

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(SHELL))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((key) => key !== CACHE).map((key) => caches.delete(key))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  const url = new URL(request.url);
  // API answers are live data (and may be private): never cached, never intercepted.
  if (request.method !== 'GET' || url.origin !== self.location.origin || url.pathname.startsWith('/api')) return;

  if (request.mode === 'navigate') {
    event.respondWith(networkFirstShell(request));
  } else if (url.pathname.startsWith('/assets/') || SHELL.includes(url.pathname)) {
    event.respondWith(cacheFirst(request));
  }
});

/** Every route is the same index.html: keep the freshest copy under '/' for offline starts. */
async function networkFirstShell(request) {
  const cache = await caches.open(CACHE);
  try {
    const response = await fetch(request);
    if (response.ok) await cache.put('/', response.clone());
    return response;
  } catch (error) {
    const cached = await cache.match('/');
    if (cached) return cached;
    throw error;
  }
}

/** Built assets have content hashes in their names, so a cached copy is never stale. */
async function cacheFirst(request) {
  const cache = await caches.open(CACHE);
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

self.addEventListener('push', (event) => {
  let message = {};
  try {
    message = event.data ? event.data.json() : {};
  } catch {
    message = { body: event.data ? event.data.text() : '' };
  }
  event.waitUntil(
    self.registration.showNotification(message.title || 'Pulso', {
      body: message.body || '',
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      // One notification per event: a re-delivered push replaces it instead of stacking a duplicate.
      tag: message.tag || undefined,
      data: { url: message.url || '/' },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = new URL((event.notification.data && event.notification.data.url) || '/', self.location.origin).href;
  event.waitUntil(focusOrOpen(target));
});

async function focusOrOpen(target) {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const exact = windows.find((client) => client.url === target);
  if (exact) return exact.focus();
  const appWindow = windows.find((client) => new URL(client.url).origin === self.location.origin);
  if (appWindow) {
    await appWindow.focus();
    return appWindow.navigate(target);
  }
  return self.clients.openWindow(target);
}

// The browser rotated the push subscription (expiry, key change): subscribe again with the studio's key and tell
// the server, so notifications keep arriving without the member turning them off and on. Same-origin fetches
// carry the session cookie; if the member is signed out the server refuses and nothing is sent until they return.
self.addEventListener('pushsubscriptionchange', (event) => {
  event.waitUntil(resubscribe(event.oldSubscription));
});

async function resubscribe(oldSubscription) {
  const keyResponse = await fetch('/api/notifications/vapidPublicKey');
  if (!keyResponse.ok) return;
  const { publicKey } = await keyResponse.json();
  const subscription = await self.registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: base64UrlToBytes(publicKey),
  });
  await fetch('/api/user/addNotificationToken', {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token: subscription.toJSON() }),
  });
  if (oldSubscription) {
    await fetch('/api/notifications/removeSubscription', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ endpoint: oldSubscription.endpoint }),
    }).catch(() => undefined);
  }
}

function base64UrlToBytes(value) {
  const base64 = (value + '='.repeat((4 - (value.length % 4)) % 4)).replace(/-/g, '+').replace(/_/g, '/');
  return Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
}
