import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { openCommandQueue, type CommandQueue, type QueuedCommand } from './command-queue';
import { backoffMs, flushQueue } from './flush-queue';

const queues: CommandQueue[] = [];
let dbCount = 0;
/** A fresh queue per test (its own IndexedDB database in fake-indexeddb). */
async function freshQueue() {
  const queue = await openCommandQueue(`queue-test-${++dbCount}`);
  queues.push(queue);
  await queue.setOwner('user_ana');
  return queue;
}
afterEach(() => {
  for (const q of queues.splice(0)) q.close();
});

const set = (n: number, userId = 'user_ana') => ({
  path: '/api/entrenamientos/registrarSerie',
  body: { sesionId: 's1', serieId: n, repeticiones: 10, peso: 40 },
  idempotencyKey: `key-${n}`,
  userId,
  label: `Serie ${n}`,
});

/** A fake server: answers each call from `script` (in order) and records what it received. */
function server(script: Array<'ok' | { status: number; code?: string }> = []) {
  const received: Array<{ key: string; serieId: number }> = [];
  const send = async (command: QueuedCommand) => {
    received.push({ key: command.idempotencyKey, serieId: (command.body as { serieId: number }).serieId });
    const answer = script.shift() ?? 'ok';
    if (answer !== 'ok') throw { status: answer.status, code: answer.code ?? `HTTP_${answer.status}`, detail: 'x' };
  };
  return { send, received };
}

const networkDown = { status: 0, code: 'NETWORK_ERROR' };

describe('offline command queue (IndexedDB)', () => {
  it('sends the queued commands in the order they were written, then empties the queue and notes the sync time', async () => {
    const queue = await freshQueue();
    for (const n of [1, 2, 3]) await queue.add(set(n), 1_000);
    const { send, received } = server();

    const outcome = await flushQueue(queue, send, { now: () => 5_000, owner: 'user_ana' });

    expect(received.map((r) => r.serieId)).toEqual([1, 2, 3]);
    expect(outcome).toEqual({ sent: 3, failed: 0, waitingUntil: null });
    expect(await queue.all()).toEqual([]);
    expect(await queue.lastSyncedAt()).toBe(5_000);
  });

  it('keeps the order across reopening the database (a reload offline)', async () => {
    const name = `queue-test-reload-${++dbCount}`;
    const first = await openCommandQueue(name);
    for (const n of [1, 2]) await first.add(set(n), 1_000);
    first.close();
    const reopened = await openCommandQueue(name);
    queues.push(reopened);
    await reopened.add(set(3), 2_000);
    expect((await reopened.all()).map((c) => c.label)).toEqual(['Serie 1', 'Serie 2', 'Serie 3']);
  });

  it('stores a command written twice with the same idempotency key once', async () => {
    const queue = await freshQueue();
    await queue.add(set(1), 1_000);
    await queue.add(set(1), 2_000);
    expect(await queue.all()).toHaveLength(1);
  });

  it('stops at a command that cannot go (no network), keeps it and what follows, and retries after a backoff', async () => {
    const queue = await freshQueue();
    for (const n of [1, 2, 3]) await queue.add(set(n), 0);
    const { send, received } = server(['ok', networkDown]);
    let now = 10_000;

    const first = await flushQueue(queue, send, { now: () => now, owner: 'user_ana' });
    expect(first).toEqual({ sent: 1, failed: 0, waitingUntil: 10_000 + backoffMs(1) });
    expect(received.map((r) => r.serieId)).toEqual([1, 2]);
    const [waiting] = await queue.all();
    expect(waiting).toMatchObject({ label: 'Serie 2', state: 'pending', attempts: 1, error: { status: 0, code: 'NETWORK_ERROR' } });
    expect(await queue.all()).toHaveLength(2);

    // Before the backoff is over nothing is sent; after it, the rest goes in order.
    now += backoffMs(1) - 1;
    expect((await flushQueue(queue, send, { now: () => now, owner: 'user_ana' })).sent).toBe(0);
    now += 1;
    expect((await flushQueue(queue, send, { now: () => now, owner: 'user_ana' })).sent).toBe(2);
    expect(received.map((r) => r.serieId)).toEqual([1, 2, 2, 3]);
    expect(await queue.all()).toEqual([]);
  });

  it('backs off longer after each failure, up to five minutes', () => {
    expect([1, 2, 3, 4].map(backoffMs)).toEqual([2_000, 4_000, 8_000, 16_000]);
    expect(backoffMs(20)).toBe(5 * 60_000);
  });

  it('retries a command with the same idempotency key every time (5xx, network, expired session), so the server applies it once', async () => {
    const queue = await freshQueue();
    await queue.add(set(7), 0);
    const { send, received } = server([{ status: 503 }, networkDown, { status: 401, code: 'UNAUTHENTICATED' }, 'ok']);
    for (let attempt = 0; attempt < 4; attempt++) await flushQueue(queue, send, { now: () => 0, owner: 'user_ana', ignoreBackoff: true });
    expect(received).toEqual(Array.from({ length: 4 }, () => ({ key: 'key-7', serieId: 7 })));
    expect(await queue.all()).toEqual([]);
  });

  it('keeps a command the server refuses for good (4xx) as failed, shown, not retried, and goes on with the next', async () => {
    const queue = await freshQueue();
    for (const n of [1, 2, 3]) await queue.add(set(n), 0);
    const { send, received } = server(['ok', { status: 404, code: 'SESSION_NOT_FOUND' }]);

    const outcome = await flushQueue(queue, send, { now: () => 0, owner: 'user_ana' });
    expect(outcome).toEqual({ sent: 2, failed: 1, waitingUntil: null });
    const left = await queue.all();
    expect(left).toHaveLength(1);
    expect(left[0]).toMatchObject({ label: 'Serie 2', state: 'failed', error: { status: 404, code: 'SESSION_NOT_FOUND' } });

    // Never sent again; it stays until the member dismisses it.
    await flushQueue(queue, send, { now: () => 0, owner: 'user_ana', ignoreBackoff: true });
    expect(received.map((r) => r.serieId)).toEqual([1, 2, 3]);
    await queue.clearFailed();
    expect(await queue.all()).toEqual([]);
  });

  it("sends only the signed-in member's commands: another member's wait for them", async () => {
    const queue = await freshQueue();
    await queue.add(set(1, 'user_ana'), 0);
    await queue.add(set(2, 'user_beto'), 0);
    const { send, received } = server();

    expect((await flushQueue(queue, send, { now: () => 0, owner: null })).sent).toBe(0);
    await queue.setOwner('user_beto');
    await flushQueue(queue, send, { now: () => 0, owner: 'user_beto' });
    expect(received.map((r) => r.serieId)).toEqual([2]);
    expect((await queue.all()).map((c) => c.userId)).toEqual(['user_ana']);
  });

  it('sends nothing for a member the queue no longer names its owner (signed out in another tab, someone else in)', async () => {
    const queue = await freshQueue();
    await queue.add(set(1, 'user_ana'), 0);
    await queue.setOwner('user_beto');
    const { send, received } = server();
    expect(await flushQueue(queue, send, { now: () => 0, owner: 'user_ana' })).toEqual({ sent: 0, failed: 0, waitingUntil: null });
    expect(received).toEqual([]);
  });

  it("keeps a command the server refused as another member's (409 QUEUED_FOR_ANOTHER_MEMBER) pending for its member, and stops", async () => {
    const queue = await freshQueue();
    for (const n of [1, 2]) await queue.add(set(n), 0);
    const { send, received } = server([{ status: 409, code: 'QUEUED_FOR_ANOTHER_MEMBER' }]);
    expect(await flushQueue(queue, send, { now: () => 0, owner: 'user_ana' })).toEqual({ sent: 0, failed: 0, waitingUntil: null });
    expect(received.map((r) => r.serieId)).toEqual([1]);
    expect((await queue.all()).map((c) => ({ serieId: (c.body as { serieId: number }).serieId, state: c.state, attempts: c.attempts }))).toEqual([
      { serieId: 1, state: 'pending', attempts: 0 },
      { serieId: 2, state: 'pending', attempts: 0 },
    ]);
  });

  it("forgets the last sync time when the queue's owner changes (Beto is never told when Ana last synced)", async () => {
    const queue = await freshQueue();
    await queue.setLastSyncedAt(5_000);
    await queue.setOwner('user_ana');
    expect(await queue.lastSyncedAt()).toBe(5_000);
    await queue.setOwner(null);
    expect(await queue.lastSyncedAt()).toBeNull();
  });

  it('stops sending the moment the member signs out, mid-flush', async () => {
    const queue = await freshQueue();
    for (const n of [1, 2, 3]) await queue.add(set(n), 0);
    const received: number[] = [];
    const send = async (command: QueuedCommand) => {
      received.push((command.body as { serieId: number }).serieId);
      if (received.length === 1) await queue.setOwner(null);
    };
    expect((await flushQueue(queue, send, { now: () => 0, owner: 'user_ana' })).sent).toBe(1);
    expect(received).toEqual([1]);
    expect((await queue.all()).map((c) => c.label)).toEqual(['Serie 2', 'Serie 3']);
  });
});
