/** Installs the offline shell and push handler; only in production builds, so dev reloads stay fresh. */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js').catch(() => {
      // The app works without it: only installability and offline start are lost.
    });
  });
}
