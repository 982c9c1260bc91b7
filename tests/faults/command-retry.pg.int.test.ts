import { Kysely, PostgresDialect, sql, type Driver } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../db/database';
import type { Database } from '../../db/schema';
import { noteThing } from '../events/support/note-thing.command';
import { inOwnTransaction } from '../../services/platform/commands/run-command';
import { countEvents } from '../events/support/thing-events';
import { inlineProjectionsOf, withInlineProjections } from '../../projections/runner/inline-projections';
import { createTestDatabase, withAppProjections, type TestDatabase } from '../support/test-database';
import { startPgProxy, type PgProxy } from './support/pg-proxy';
import { TEST_NOW } from '../support/test-clock';

// A command whose connection dies is decided again on a fresh one, never applied twice, and answered 503 when
// PostgreSQL stays away. The app's handle goes through a relay the test can cut; checks use a direct handle.
let tdb: TestDatabase;
let proxy: PgProxy;
let app: DatabaseHandle;
let endedClients = 0;
let loseNextCommitAnswer = false;
let afterLostCommit: (() => Promise<void>) | undefined;

/** Sends COMMIT, then reports the connection lost once: PostgreSQL committed, the answer never arrived. */
class LosesCommitAnswer extends PostgresDialect {
  override createDriver(): Driver {
    const driver = super.createDriver();
    const commit = driver.commitTransaction.bind(driver);
    driver.commitTransaction = async (connection) => {
      await commit(connection);
      if (!loseNextCommitAnswer) return;
      loseNextCommitAnswer = false;
      await afterLostCommit?.();
      throw new Error('Connection terminated unexpectedly');
    };
    return driver;
  }
}
let lossy: Kysely<Database>;

beforeAll(async () => {
  tdb = await createTestDatabase();
  proxy = await startPgProxy(tdb.url!);
  app = withAppProjections(await openDatabase({ databaseUrl: proxy.url, dataDir: '' }));
  // 'end' only, never 'error': a listener of ours must not be what keeps the process alive.
  app.pool.on('connect', (client) => client.once('end', () => (endedClients += 1)));
  lossy = withInlineProjections(new Kysely<Database>({ dialect: new LosesCommitAnswer({ pool: app.pool }) }), inlineProjectionsOf(app.db)); // shares the pool; never destroyed
});
afterAll(async () => {
  await app?.close();
  await proxy?.close();
  await tdb?.close();
});
const direct = () => tdb.handle.db;

function gate() {
  let open!: () => void;
  const promise = new Promise<void>((resolve) => (open = resolve));
  return { promise, open };
}

async function sessionIdleInTransaction(): Promise<number> {
  for (;;) {
    const { rows } = await sql<{ pid: number }>`
      SELECT pid FROM pg_stat_activity
      WHERE datname = current_database() AND state = 'idle in transaction' AND pid <> pg_backend_pid()`.execute(direct());
    if (rows[0]) return rows[0].pid;
    await new Promise((r) => setTimeout(r, 10));
  }
}

describe('a command whose connection dies', () => {
  it('is decided again on a fresh connection when its session is killed mid-transaction, and applies once', async () => {
    const held = gate();
    let decisions = 0;
    const command = noteThing(app.db, { id: 'killed', n: 1 }, { gate: held.promise, onDecide: () => void decisions++ });
    const pid = await sessionIdleInTransaction();
    const endedBefore = endedClients;
    await sql`SELECT pg_terminate_backend(${pid}::int)`.execute(direct());
    // The killed client hears of it while idle, with no statement of its own in flight: that 'error' used to
    // be emitted with nobody listening, and it ended the process.
    await expect.poll(() => endedClients, { timeout: 5000 }).toBeGreaterThan(endedBefore);
    held.open();
    const outcome = await command;
    expect(outcome.result).toEqual({ id: 'killed', n: 1, version: 1 });
    expect(decisions).toBe(2);
    expect(await countEvents(direct(), 'thing:killed')).toBe(1);
  });

  it('without an Idempotency-Key, is not retried once COMMIT was sent: 503 OUTCOME_UNKNOWN, and it happened once', async () => {
    let decisions = 0;
    loseNextCommitAnswer = true;
    const error = await noteThing(lossy, { id: 'unknown', n: 1 }, { onDecide: () => void decisions++ }).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 503, code: 'OUTCOME_UNKNOWN' });
    expect(decisions).toBe(1);
    expect(await countEvents(direct(), 'thing:unknown')).toBe(1); // it had committed: a retry would have made 2
  });

  it('counts a COMMIT an attempt sent itself (with its last statement): lost after it, without a key, is OUTCOME_UNKNOWN', async () => {
    const lostConnection = () => new Error('Connection terminated unexpectedly');
    let attempts = 0;
    const sentCommit = await inOwnTransaction(app.db, { now: new Date(TEST_NOW) }, async (_trx, committing) => {
      attempts += 1;
      committing?.(); // as every strategy's try does before commitWith (services/platform/commands/send-last.ts)
      throw lostConnection();
    }).catch((e: unknown) => e);
    expect(sentCommit).toMatchObject({ status: 503, code: 'OUTCOME_UNKNOWN' });
    expect(attempts).toBe(1);
    // The same loss before COMMIT went out is decided again.
    let tries = 0;
    const retried = await inOwnTransaction(app.db, { now: new Date(TEST_NOW) }, async () => {
      tries += 1;
      if (tries === 1) throw lostConnection();
      return { result: 'ok', events: [], replayed: false };
    });
    expect(retried.result).toBe('ok');
    expect(tries).toBe(2);
  });

  it('with an Idempotency-Key, is retried once COMMIT was sent and replays what had committed', async () => {
    let decisions = 0;
    loseNextCommitAnswer = true;
    const outcome = await noteThing(lossy, { id: 'keyed', n: 1, key: 'k-keyed-lost-commit' }, { onDecide: () => void decisions++ });
    expect(outcome).toMatchObject({ result: { id: 'keyed', n: 1, version: 1 }, replayed: true });
    expect(decisions).toBe(1);
    expect(await countEvents(direct(), 'thing:keyed')).toBe(1);
  });
});

describe('PostgreSQL out of reach', () => {
  it('answers 503 DATABASE_UNAVAILABLE after a few seconds of retries, and the same key applies once it is back', async () => {
    await proxy.stop();
    try {
      const error = await noteThing(app.db, { id: 'down', n: 1, key: 'k-down' }).catch((e: unknown) => e);
      expect(error).toMatchObject({ status: 503, code: 'DATABASE_UNAVAILABLE' });
    } finally {
      await proxy.start();
    }
    const outcome = await noteThing(app.db, { id: 'down', n: 1, key: 'k-down' });
    expect(outcome).toMatchObject({ result: { id: 'down', n: 1, version: 1 }, replayed: false });
    expect(await countEvents(direct(), 'thing:down')).toBe(1);
  });

  it('says OUTCOME_UNKNOWN, not DATABASE_UNAVAILABLE, when it gives up after a COMMIT whose answer was lost', async () => {
    loseNextCommitAnswer = true;
    afterLostCommit = () => proxy.stop(); // and PostgreSQL does not come back in time
    try {
      const error = await noteThing(lossy, { id: 'gone', n: 1, key: 'k-gone' }).catch((e: unknown) => e);
      expect(error).toMatchObject({ status: 503, code: 'OUTCOME_UNKNOWN' });
    } finally {
      afterLostCommit = undefined;
      await proxy.start();
    }
    // It had committed; the same key says so.
    const outcome = await noteThing(app.db, { id: 'gone', n: 1, key: 'k-gone' });
    expect(outcome).toMatchObject({ result: { id: 'gone', n: 1, version: 1 }, replayed: true });
    expect(await countEvents(direct(), 'thing:gone')).toBe(1);
  });

  it('rides out a restart: a command that meets a refusing server goes through once the server is back', async () => {
    proxy.refuse();
    const refusedBefore = proxy.refused;
    const command = noteThing(app.db, { id: 'restart', n: 1, key: 'k-restart' });
    try {
      await expect.poll(() => proxy.refused - refusedBefore, { timeout: 5000 }).toBeGreaterThanOrEqual(2);
    } finally {
      await proxy.start();
    }
    const outcome = await command;
    expect(outcome).toMatchObject({ result: { id: 'restart', n: 1, version: 1 }, replayed: false });
    expect(await countEvents(direct(), 'thing:restart')).toBe(1);
  });
});
