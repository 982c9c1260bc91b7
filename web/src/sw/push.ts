// Push notifications: show each message, open or focus its screen on tap, and follow a rotated
// subscription. Unchanged in behaviour from the first worker (web/public/sw.js).

type PushMessage = { title?: string; body?: string; tag?: string; url?: string };

export function registerPushHandlers(scope: ServiceWorkerGlobalScope): void {
  scope.addEventListener('push', (event) => {
    let message: PushMessage = {};
    try {
      message = event.data ? (event.data.json() as PushMessage) : {};
    } catch {
      message = { body: event.data ? event.data.text() : '' };
    }
    event.waitUntil(
      scope.registration.showNotification(message.title || 'Pulso', {
        body: message.body || '',
        icon: '/icons/icon-192.png',
        badge: '/icons/icon-192.png',
        // One notification per event: a re-delivered push replaces it instead of stacking a duplicate.
        tag: message.tag || undefined,
        data: { url: message.url || '/' },
      }),
    );
  });

  scope.addEventListener('notificationclick', (event) => {
    event.notification.close();
    const data = event.notification.data as { url?: string } | null;
    const target = new URL(data?.url || '/', scope.location.origin).href;
    event.waitUntil(focusOrOpen(scope, target));
  });

  // The browser rotated the push subscription (expiry, key change): subscribe again with the studio's key and tell
  // the server, so notifications keep arriving without the member turning them off and on. Same-origin fetches
  // carry the session cookie; if the member is signed out the server refuses and nothing is sent until they return.
  scope.addEventListener('pushsubscriptionchange', (event) => {
    const change = event as ExtendableEvent & { oldSubscription?: PushSubscription | null };
    change.waitUntil(resubscribe(scope, change.oldSubscription ?? null));
  });
}

async function focusOrOpen(scope: ServiceWorkerGlobalScope, target: string) {
  const windows = await scope.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const exact = windows.find((client) => client.url === target);
  if (exact) return exact.focus();
  const appWindow = windows.find((client) => new URL(client.url).origin === scope.location.origin);
  if (appWindow) {
    await appWindow.focus();
    return appWindow.navigate(target);
  }
  return scope.clients.openWindow(target);
}

async function resubscribe(scope: ServiceWorkerGlobalScope, oldSubscription: PushSubscription | null) {
  const keyResponse = await fetch('/api/notifications/vapidPublicKey');
  if (!keyResponse.ok) return;
  const { publicKey } = (await keyResponse.json()) as { publicKey: string };
  const subscription = await scope.registration.pushManager.subscribe({
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

function base64UrlToBytes(value: string): Uint8Array<ArrayBuffer> {
  const base64 = (value + '='.repeat((4 - (value.length % 4)) % 4)).replace(/-/g, '+').replace(/_/g, '/');
  return Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
}
