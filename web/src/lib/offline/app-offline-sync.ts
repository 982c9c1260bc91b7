import type { RouteKey } from '../../../../contract/routes';
import { QUEUED_FOR_HEADER } from '../../../../contract/offline';
import { apiFetch, isApiError } from '../api-client';
import { openCommandQueue, type QueuedCommand } from './command-queue';
import { BACKGROUND_SYNC_TAG, createOfflineSync, type OfflineSync } from './offline-sync';
import type { ApiAnswer, ApiInput } from '../api-client';

/** Sends a queued command as it was written: same body, same Idempotency-Key on every attempt, naming its member. */
const sendQueued = async (command: QueuedCommand) => {
  await apiFetch(command.path, { method: 'POST', body: command.body, headers: { 'Idempotency-Key': command.idempotencyKey, [QUEUED_FOR_HEADER]: command.userId } });
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

export type SendOrQueueOutcome<K extends CommandRoute> = { status: 'sent'; answer: ApiAnswer<K> } | { status: 'queued' };

/** No answer (no network, a timeout, the server restarting): the command may go later. A 4xx is an answer. */
const worthQueueing = (error: unknown) => isApiError(error) && (error.status === 0 || error.status >= 500 || error.status === 408 || error.status === 429);

/**
 * A command that must survive a gym with no signal (a logged set). Online with nothing waiting, it is sent at once and
 * the server's answer comes back (`sent`); offline, behind commands still waiting, or when the network fails on the
 * way, it is stored in the queue with its Idempotency-Key (`queued`, resolved once stored) and sent in order when
 * the connection allows; the shell shows it as pending. A refusal (4xx) is thrown as any ApiError. Without
 * IndexedDB (some private modes) it is only ever sent at once.
 */
export async function sendOrQueue<K extends CommandRoute>(
  route: K,
  input: ApiInput<K>,
  options: { idempotencyKey: string; label?: string },
): Promise<SendOrQueueOutcome<K>> {
  const path = route.slice('POST '.length);
  const body = (input as { body?: unknown }).body;
  const sendNow = () => apiFetch<ApiAnswer<K>>(path, { method: 'POST', body, headers: { 'Idempotency-Key': options.idempotencyKey } });
  const sync = appOfflineSync();
  let queueWorks = true;
  try {
    if (sync.isOnline() && !(await sync.hasPending())) return { status: 'sent', answer: await sendNow() };
  } catch (error) {
    if (!worthQueueing(error)) {
      if (isApiError(error)) throw error;
      queueWorks = false; // IndexedDB itself failed
    }
  }
  if (!queueWorks) return { status: 'sent', answer: await sendNow() };
  await sync.enqueue({ path, body, idempotencyKey: options.idempotencyKey, label: options.label });
  return { status: 'queued' };
}
