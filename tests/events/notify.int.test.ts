import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../support/test-database';
import { appendThings } from './support/thing-events';

// es_append NOTIFYs 'es_events' with the last position; PostgreSQL delivers it at COMMIT only.
let tdb: TestDatabase;
const received: string[] = [];
let unlisten: () => Promise<void>;
beforeAll(async () => {
  tdb = await createTestDatabase();
  unlisten = await tdb.handle.listen('es_events', (payload) => received.push(payload));
});
afterAll(async () => {
  await unlisten?.();
  await tdb?.close();
});
const db = () => tdb.handle.db;

async function nextNotification(timeoutMs = 5000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (received.length === 0) {
    if (Date.now() > deadline) throw new Error('no notification on es_events');
    await new Promise((r) => setTimeout(r, 10));
  }
  return received.shift()!;
}

describe("NOTIFY on 'es_events'", () => {
  it('announces a committed append with its last global position', async () => {
    const events = await appendThings(db(), 'loud', 0, [1, 2, 3]);
    expect(await nextNotification()).toBe(String(events.at(-1)!.globalPosition));
  });

  it('announces nothing for a rolled-back append: the next notification is the next commit', async () => {
    const doomed = await db().startTransaction().execute();
    const lost = await appendThings(doomed, 'quiet', 0, [1]);
    await doomed.rollback().execute();
    const kept = await appendThings(db(), 'kept', 0, [1]);
    expect(await nextNotification()).toBe(String(kept[0]!.globalPosition));
    expect(kept[0]!.globalPosition).toBeGreaterThan(lost[0]!.globalPosition);
    expect(received).toEqual([]);
  });
});
