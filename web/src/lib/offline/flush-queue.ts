import type { CommandQueue, QueuedCommand, QueueError } from './command-queue';

/** Sends one queued command; resolves when the server accepted it, throws `{ status, code, detail }` otherwise. */
export type SendCommand = (command: QueuedCommand) => Promise<void>;

export type FlushOutcome = {
  sent: number;
  failed: number;
  /** A command could not go yet (no network, server down, backoff): it and everything after it wait. */
  waitingUntil: number | null;
};

/**
 * A 4xx is the server's final word on that command (bad input, not yours, gone), except: 401 (the session expired:
 * sign in again and it goes), 408/425/429 (asked to come back later). Network failures (status 0) and 5xx retry.
 */
export const isDefinitive = (status: number) => status >= 400 && status < 500 && ![401, 408, 425, 429].includes(status);

// 2 s, 4 s, 8 s… capped at 5 minutes: a gym with no signal is retried soon after, without hammering the server.
const MAX_BACKOFF_MS = 5 * 60_000;
export const backoffMs = (attempts: number) => Math.min(MAX_BACKOFF_MS, 1000 * 2 ** attempts);

export function toQueueError(error: unknown): QueueError {
  if (error && typeof error === 'object' && 'status' in error && typeof error.status === 'number') {
    const { status, code, detail } = error as { status: number; code?: unknown; detail?: unknown };
    return { status, code: typeof code === 'string' ? code : `HTTP_${status}`, detail: typeof detail === 'string' ? detail : '' };
  }
  return { status: 0, code: 'NETWORK_ERROR', detail: '' };
}

type FlushOptions = {
  now: () => number;
  /**
   * The signed-in member: only their commands are sent (another member's wait for them to sign in again), and only
   * while the queue still names them its owner (a sign-out in another tab, or mid-flush, stops the sending).
   */
  owner: string | null;
  /** The connection just came back: retry now instead of waiting out the backoff. */
  ignoreBackoff?: boolean;
};

/**
 * Sends the owner's pending commands oldest first, one at a time, each with its own Idempotency-Key. Stops at the
 * first one that cannot go now, so a set is never recorded before the session it belongs to; a definitive refusal
 * keeps the command as failed (shown to the member) and goes on with the next.
 */
export async function flushQueue(queue: CommandQueue, send: SendCommand, options: FlushOptions): Promise<FlushOutcome> {
  const outcome: FlushOutcome = { sent: 0, failed: 0, waitingUntil: null };
  if (!options.owner) return outcome;
  const pending = (await queue.all()).filter((c) => c.state === 'pending' && c.userId === options.owner);
  for (const command of pending) {
    if (!options.ignoreBackoff && command.nextAttemptAt > options.now()) return { ...outcome, waitingUntil: command.nextAttemptAt };
    // The session cookie is the browser's, shared by every tab and the worker: once the owner changed, the next
    // request may carry someone else's session. Checked before every send, so a sign-out mid-flush sends nothing more.
    if ((await queue.owner()) !== options.owner) return outcome;
    try {
      await send(command);
      await queue.remove(command.seq);
      await queue.setLastSyncedAt(options.now());
      outcome.sent++;
    } catch (thrown) {
      const error = toQueueError(thrown);
      // The server saw another member's session (a sign-in elsewhere won the race): not this command's fault, it
      // waits for its member like every other of theirs.
      if (error.code === 'QUEUED_FOR_ANOTHER_MEMBER') return outcome;
      const attempts = command.attempts + 1;
      if (isDefinitive(error.status)) {
        await queue.update({ ...command, attempts, state: 'failed', error });
        outcome.failed++;
        continue;
      }
      const nextAttemptAt = options.now() + backoffMs(attempts);
      await queue.update({ ...command, attempts, nextAttemptAt, error });
      return { ...outcome, waitingUntil: nextAttemptAt };
    }
  }
  return outcome;
}

export const QUEUE_LOCK = 'pulso-offline-queue';
/** The worker's Background Sync tag, and its message to open tabs after it sent the queue. */
export const BACKGROUND_SYNC_TAG = 'pulso-queue';
export const QUEUE_CHANGED_MESSAGE = 'pulso-queue-changed';

/** One sender at a time across tabs and the service worker (Web Locks), where the browser has them. */
export function withQueueLock<T>(work: () => Promise<T>): Promise<T> {
  const locks = (globalThis.navigator as { locks?: LockManager } | undefined)?.locks;
  return locks ? (locks.request(QUEUE_LOCK, work) as Promise<T>) : work();
}
