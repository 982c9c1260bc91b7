import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DomainError } from '../../events/framework/errors';
import { createTestDatabase, type TestDatabase } from '../support/test-database';
import { noteThing } from './support/note-thing.command';
import { countEvents, waitUntilStatementBlocked } from './support/thing-events';

// T15 with real concurrency: the duplicate waits on the first transaction's key, then replays.
let tdb: TestDatabase;
beforeAll(async () => {
  tdb = await createTestDatabase({ poolSize: 12 });
});
afterAll(() => tdb?.close());
const db = () => tdb.handle.db;

function gate() {
  let open!: () => void;
  const promise = new Promise<void>((resolve) => (open = resolve));
  return { promise, open };
}

describe('concurrent duplicates of one idempotency key', () => {
  it('blocks the duplicate until the first commits, then replays its result', async () => {
    const held = gate();
    let decisions = 0;
    const first = noteThing(db(), { id: 'dup', n: 1, key: 'k-dup' }, { gate: held.promise, onDecide: () => void decisions++ });
    await waitForDecisions(() => decisions, 1);
    const duplicate = noteThing(db(), { id: 'dup', n: 1, key: 'k-dup' }, { onDecide: () => void decisions++ });
    await waitUntilStatementBlocked(db(), 'command_log');
    held.open();
    const [a, b] = await Promise.all([first, duplicate]);
    expect(a.replayed).toBe(false);
    expect(b.replayed).toBe(true);
    expect(b.result).toEqual(a.result);
    expect(b.events).toEqual([]);
    expect(decisions).toBe(1);
    expect(await countEvents(db(), 'thing:dup')).toBe(1);
  });

  it('has one effect when eight requests with the same key race', async () => {
    const outcomes = await Promise.all(Array.from({ length: 8 }, () => noteThing(db(), { id: 'herd', n: 7, key: 'k-herd' })));
    expect(outcomes.filter((o) => !o.replayed)).toHaveLength(1);
    for (const o of outcomes) expect(o.result).toEqual({ id: 'herd', n: 7, version: 1 });
    expect(await countEvents(db(), 'thing:herd')).toBe(1);
  });

  it('gives the waiting duplicate the first one\'s rejection without deciding again', async () => {
    const held = gate();
    let decisions = 0;
    const reject = () => new DomainError(409, 'THING_FULL', 'No entra nada más.');
    const first = noteThing(db(), { id: 'no', n: 1, key: 'k-no' }, { gate: held.promise, reject, onDecide: () => void decisions++ });
    await waitForDecisions(() => decisions, 1);
    // Were it decided again, the duplicate would succeed: only the stored answer keeps the two consistent.
    const duplicate = noteThing(db(), { id: 'no', n: 1, key: 'k-no' }, { onDecide: () => void decisions++ });
    await waitUntilStatementBlocked(db(), 'command_log');
    held.open();
    const [a, b] = await Promise.all([first.catch((e: unknown) => e), duplicate.catch((e: unknown) => e)]);
    expect(a).toMatchObject({ status: 409, code: 'THING_FULL' });
    expect(b).toMatchObject({ status: 409, code: 'THING_FULL' });
    expect(decisions).toBe(1); // the duplicate replays the stored rejection, it does not decide again
    expect(await countEvents(db(), 'thing:no')).toBe(0);
  });
});

async function waitForDecisions(count: () => number, n: number): Promise<void> {
  while (count() < n) await new Promise((r) => setTimeout(r, 5));
}
