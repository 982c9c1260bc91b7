import { fromCallback } from 'xstate';

type Sentinel = { released: boolean; release: () => Promise<void> };
type WakeLockApi = { request: (type: 'screen') => Promise<Sentinel> };

const wakeLockApi = (): WakeLockApi | undefined =>
  typeof navigator === 'undefined' ? undefined : (navigator as Navigator & { wakeLock?: WakeLockApi }).wakeLock;

/**
 * Keeps the screen on while a block timer runs (a phone on the floor must not lock mid-EMOM). The browser drops the
 * lock whenever the page is hidden, so it is asked again each time the page shows; released when the actor stops
 * (pause, stop, finish). Without the API (older Safari, Firefox) it does nothing.
 */
export const screenWakeLock = fromCallback(() => {
  const api = wakeLockApi();
  if (!api || typeof document === 'undefined') return () => {};
  let sentinel: Sentinel | null = null;
  let stopped = false;
  const acquire = () => {
    if (stopped || document.visibilityState !== 'visible' || (sentinel && !sentinel.released)) return;
    api.request('screen').then(
      (lock) => {
        if (stopped) void lock.release().catch(() => {});
        else sentinel = lock;
      },
      () => {}, // Refused (low battery, no user gesture yet): the timer still runs.
    );
  };
  document.addEventListener('visibilitychange', acquire);
  acquire();
  return () => {
    stopped = true;
    document.removeEventListener('visibilitychange', acquire);
    if (sentinel && !sentinel.released) void sentinel.release().catch(() => {});
  };
});
