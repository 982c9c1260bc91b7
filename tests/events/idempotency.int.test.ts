import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DomainError } from '../../events/framework/errors';
import { readStream } from '../../events/store/read';
import { createTestDatabase, type TestDatabase } from '../support/test-database';
import { noteThing } from './support/note-thing.command';
import { countEvents } from './support/thing-events';

// T15: an Idempotency-Key makes a command take effect once, and every retry gets the first answer.
let tdb: TestDatabase;
beforeAll(async () => {
  tdb = await createTestDatabase();
});
afterAll(() => tdb?.close());
const db = () => tdb.handle.db;

describe('idempotency keys through runCommand', () => {
  it('applies a command once and replays the same result for a sequential retry', async () => {
    let decisions = 0;
    const hooks = { onDecide: () => void decisions++ };
    const first = await noteThing(db(), { id: 'seq', n: 1, key: 'k-seq' }, hooks);
    const retry = await noteThing(db(), { id: 'seq', n: 1, key: 'k-seq' }, hooks);
    expect(first.replayed).toBe(false);
    expect(retry.replayed).toBe(true);
    expect(retry.result).toEqual(first.result);
    expect(retry.events).toEqual([]); // appended nothing: the first answer, stored with the key, is all it gives
    expect(decisions).toBe(1);
    expect(await countEvents(db(), 'thing:seq')).toBe(1);
  });

  it('answers 422 IDEMPOTENCY_KEY_REUSED when the same key comes with another body', async () => {
    await noteThing(db(), { id: 'body', n: 1, key: 'k-body' });
    const other = noteThing(db(), { id: 'body', n: 2, key: 'k-body' });
    await expect(other).rejects.toMatchObject({ status: 422, code: 'IDEMPOTENCY_KEY_REUSED' });
    expect((await readStream(db(), 'thing:body')).events.map((e) => e.data.n)).toEqual([1]);
  });

  it('replays the same rejection for a rejected command, without deciding again', async () => {
    let decisions = 0;
    const rejecting = { onDecide: () => void decisions++, reject: () => new DomainError(409, 'THING_FULL', 'No entra nada más.') };
    const first = await noteThing(db(), { id: 'rej', n: 1, key: 'k-rej' }, rejecting).catch((e: unknown) => e);
    expect(first).toMatchObject({ status: 409, code: 'THING_FULL' });
    // The retry would now succeed if decided again; the key pins the first answer.
    const retry = await noteThing(db(), { id: 'rej', n: 1, key: 'k-rej' }, { onDecide: () => void decisions++ }).catch((e: unknown) => e);
    expect(retry).toBeInstanceOf(DomainError);
    expect(retry).toMatchObject({ status: 409, code: 'THING_FULL', detail: 'No entra nada más.' });
    expect(decisions).toBe(1);
    expect(await countEvents(db(), 'thing:rej')).toBe(0);
  });

  it('does not pin an answer for a key that ended in an unexpected error', async () => {
    const boom = noteThing(db(), { id: 'boom', n: 1, key: 'k-boom' }, { reject: () => new Error('disk on fire') });
    await expect(boom).rejects.toThrow('disk on fire');
    const retry = await noteThing(db(), { id: 'boom', n: 1, key: 'k-boom' });
    expect(retry.replayed).toBe(false);
    expect(await countEvents(db(), 'thing:boom')).toBe(1);
  });

  it('records key, actor and clock in the metadata, with ids that differ per key', async () => {
    const a = await noteThing(db(), { id: 'ids-a', n: 1, key: 'k-ids-a' });
    const b = await noteThing(db(), { id: 'ids-b', n: 1, key: 'k-ids-b' });
    const stored = (await readStream(db(), 'thing:ids-a')).events[0]!;
    expect(stored.eventId).toBe(a.events[0]!.eventId);
    expect(stored.metadata).toMatchObject({ idempotencyKey: 'k-ids-a', actorId: 'tester', now: '2026-11-16T15:00:00.000Z' });
    expect(b.events[0]!.eventId).not.toBe(a.events[0]!.eventId);
  });
});

describe('bounded retries', () => {
  it('retries a version conflict and succeeds on fresh state', async () => {
    await noteThing(db(), { id: 'retry', n: 0 });
    let attempts = 0;
    const outcome = await noteThing(db(), { id: 'retry', n: 1 }, {
      onDecide: () => void attempts++,
      expectedVersion: (actual) => (attempts === 1 ? actual - 1 : actual),
    });
    expect(attempts).toBe(2);
    expect(outcome.result.version).toBe(2);
    expect(await countEvents(db(), 'thing:retry')).toBe(2);
  });

  it('turns a conflict that outlives every retry into 409 VERSION_CONFLICT, and the key stays usable', async () => {
    await noteThing(db(), { id: 'stuck', n: 0 });
    let attempts = 0;
    const stuck = noteThing(db(), { id: 'stuck', n: 1, key: 'k-stuck' }, { onDecide: () => void attempts++, expectedVersion: () => 0 });
    await expect(stuck).rejects.toMatchObject({ status: 409, code: 'VERSION_CONFLICT' });
    expect(attempts).toBe(4);
    const later = await noteThing(db(), { id: 'stuck', n: 1, key: 'k-stuck' });
    expect(later.replayed).toBe(false);
    expect(await countEvents(db(), 'thing:stuck')).toBe(2);
  });
});
