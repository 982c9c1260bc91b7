import type { RouteKey } from '../../../../contract/routes';
import { apiFetch } from '../api-client';
import type { ApiInput } from '../api';
import { openCommandQueue, type QueuedCommand } from './command-queue';
import { BACKGROUND_SYNC_TAG, createOfflineSync, type OfflineSync } from './offline-sync';

/** Sends a queued command as it was written: same body, same Idempotency-Key on every attempt. */
const sendQueued = async (command: QueuedCommand) => {
  await apiFetch(command.path, { method: 'POST', body: command.body, headers: { 'Idempotency-Key': command.idempotencyKey } });
};

type SyncManagerRegistration = ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } };

function requestBackgroundSync() {
  if (!('serviceWorker' in navigator)) return;
  void navigator.serviceWorker.ready.then((registration) => (registration as SyncManagerRegistration).sync?.register(BACKGROUND_SYNC_TAG)).catch(() => undefined);
}

let appSync: OfflineSync | undefined;

/** The app's one queue on the browser's IndexedDB, created on first use (nothing runs at import). */
export function appOfflineSync(): OfflineSync {
  return (appSync ??= createOfflineSync({
    openQueue: () => openCommandQueue(),
    send: sendQueued,
    requestBackgroundSync,
    events: window,
    serviceWorker: 'serviceWorker' in navigator ? navigator.serviceWorker : undefined,
  }));
}

type CommandRoute = Extract<RouteKey, `POST ${string}`>;

/**
 * A command that must survive a gym with no signal (a logged set): stored in the queue with its Idempotency-Key and
 * sent in order when the connection allows. Resolves once stored, not once sent: the screen shows it as done and the
 * shell shows it as pending. Without IndexedDB (some private modes) it is sent at once, as any other command.
 */
export async function queueCommand<K extends CommandRoute>(
  route: K,
  input: ApiInput<K>,
  options: { idempotencyKey: string; label?: string },
): Promise<void> {
  const path = route.slice('POST '.length);
  const body = (input as { body?: unknown }).body;
  try {
    await appOfflineSync().enqueue({ path, body, idempotencyKey: options.idempotencyKey, label: options.label });
  } catch (error) {
    if (typeof indexedDB !== 'undefined' && !(error instanceof DOMException)) throw error;
    await apiFetch(path, { method: 'POST', body, headers: { 'Idempotency-Key': options.idempotencyKey } });
  }
}
