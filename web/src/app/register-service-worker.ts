/**
 * Installs the service worker (web/src/sw/sw.ts, built to /sw.js): the app offline, the offline queue's
 * Background Sync and push. Only in production builds, so dev reloads stay fresh.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  window.addEventListener('load', () => {
    // updateViaCache 'none': the browser always asks the server for a new sw.js, so a new build is found at once.
    navigator.serviceWorker.register('/sw.js', { updateViaCache: 'none' }).catch(() => {
      // The app works without it: only installability, offline start and push are lost.
    });
  });
}
