import { QUEUED_FOR_HEADER } from '../../../contract/offline';
import { openCommandQueue, type QueuedCommand } from '../lib/offline/command-queue';
import { BACKGROUND_SYNC_TAG, flushQueue, QUEUE_CHANGED_MESSAGE, withQueueLock } from '../lib/offline/flush-queue';

/** The worker sends like the page: same body, same Idempotency-Key, its member named, the session cookie of this origin. */
async function sendQueued(command: QueuedCommand): Promise<void> {
  const response = await fetch(command.path, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json', accept: 'application/json', 'Idempotency-Key': command.idempotencyKey, [QUEUED_FOR_HEADER]: command.userId },
    body: JSON.stringify(command.body),
  });
  if (response.ok) return;
  const problem = (await response.json().catch(() => ({}))) as { code?: string; detail?: string };
  throw { status: response.status, code: problem.code ?? `HTTP_${response.status}`, detail: problem.detail ?? '' };
}

type SyncEvent = ExtendableEvent & { tag: string; lastChance?: boolean };

/**
 * Background Sync (Chromium): the connection came back while the app was closed or asleep; the browser wakes the
 * worker, which sends the signed-in member's queue and tells open tabs to refresh their indicator. Where the
 * browser has no Background Sync, the page sends on its 'online' event and on start.
 */
export function registerQueueSync(scope: ServiceWorkerGlobalScope): void {
  scope.addEventListener('sync', (event) => {
    const sync = event as SyncEvent;
    if (sync.tag !== BACKGROUND_SYNC_TAG) return;
    sync.waitUntil(
      (async () => {
        const queue = await openCommandQueue();
        try {
          const outcome = await withQueueLock(async () => flushQueue(queue, sendQueued, { now: Date.now, owner: await queue.owner(), ignoreBackoff: true }));
          for (const client of await scope.clients.matchAll({ type: 'window' })) client.postMessage({ type: QUEUE_CHANGED_MESSAGE }, []);
          // Still waiting (no network after all): failing the event makes the browser try again later.
          if (outcome.waitingUntil !== null && !sync.lastChance) throw new Error('queue not sent yet');
        } finally {
          queue.close();
        }
      })(),
    );
  });
}
