import { appOfflineSync } from './app-offline-sync';
import { API_CACHE, SESSION_ENDED_MESSAGE } from './offline-reads';

/**
 * Forgets every API answer the service worker kept for offline use: a session ended, and the next person on this
 * phone must never see the last one's plans or bookings. The worker also does this when sign-out succeeds; told
 * here too, it keeps no answer still on its way for the session that ended (a plan warming in the background).
 */
export async function clearOfflineReads(): Promise<void> {
  navigator.serviceWorker?.controller?.postMessage({ type: SESSION_ENDED_MESSAGE });
  if (typeof caches === 'undefined') return;
  await caches.delete(API_CACHE).catch(() => false);
}

/**
 * The session ended (sign-out, or it expired): no cached reads, and nobody's queued commands are sent until their
 * member signs in again (they stay on the phone, tagged with their member).
 */
export async function forgetOfflineSession(): Promise<void> {
  await Promise.all([clearOfflineReads(), appOfflineSync().setUser(null).catch(() => undefined)]);
}
