import { CompiledQuery, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commitWith, pipelined, withNextStatement } from './pipelined-driver';
import { createTestDatabase, type TestDatabase } from '../tests/support/test-database';

// The app's Kysely driver on PostgreSQL (db/pipelined-driver.ts): statements sent together keep their own
// snapshots and their errors' order, and a transaction's COMMIT may leave with its last statement.
let tdb: TestDatabase;
beforeAll(async () => {
  tdb = await createTestDatabase({ poolSize: 1 }); // one connection: the notice listener below is on it
  await sql`CREATE TABLE pipeline_notes (id int PRIMARY KEY, note text NOT NULL)`.execute(tdb.handle.db);
});
afterAll(() => tdb?.close());

const raw = (text: string) => CompiledQuery.raw(text);
const notes = async () => (await sql<{ id: number }>`SELECT id FROM pipeline_notes ORDER BY id`.execute(tdb.handle.db)).rows.map((r) => r.id);

describe('the pipelined PostgreSQL driver', () => {
  it('throws the first failing statement of a pipeline, not the aborted transaction the later ones report', async () => {
    const run = tdb.handle.db.transaction().execute((trx) => pipelined(trx, [raw('SELECT 1/0'), raw('SELECT 1')]));
    await expect(run).rejects.toMatchObject({ code: '22012' }); // division_by_zero, not 25P02
    // The connection went back to the pool usable: the next transaction on it works.
    await expect(tdb.handle.db.transaction().execute((trx) => pipelined(trx, [raw('SELECT 2 AS n')]))).resolves.toMatchObject([{ rows: [{ n: 2 }] }]);
  });

  it('gives each statement sent together its own snapshot: a read behind a write sees it', async () => {
    const [, read] = await tdb.handle.db.transaction().execute((trx) =>
      pipelined(trx, [raw(`INSERT INTO pipeline_notes VALUES (1, 'uno')`), raw('SELECT count(*)::int AS n FROM pipeline_notes')]),
    );
    expect(read!.rows).toEqual([{ n: 1 }]);
  });

  it('commits with the last statement, and Kysely sends no COMMIT of its own after it', async () => {
    const notices: string[] = [];
    const client = await tdb.handle.pool.connect();
    client.on('notice', (n) => notices.push(n.message ?? ''));
    client.release();
    await tdb.handle.db.transaction().execute(async (trx) => {
      await sql`INSERT INTO pipeline_notes VALUES (2, 'dos')`.execute(trx);
      const { committed } = await commitWith(trx, raw(`INSERT INTO pipeline_notes VALUES (3, 'tres')`));
      expect(committed).toBe(true);
    });
    expect(await notes()).toEqual([1, 2, 3]);
    expect(notices).toEqual([]); // a second COMMIT would warn "there is no transaction in progress"
  });

  it('rolls the whole transaction back when the last statement sent with COMMIT fails', async () => {
    const run = tdb.handle.db.transaction().execute(async (trx) => {
      await sql`INSERT INTO pipeline_notes VALUES (4, 'cuatro')`.execute(trx);
      await commitWith(trx, raw(`INSERT INTO pipeline_notes VALUES (1, 'repetida')`));
    });
    await expect(run).rejects.toMatchObject({ code: '23505' });
    expect(await notes()).toEqual([1, 2, 3]); // 4 went with it
  });

  it('sends a SAVEPOINT with the statement after it, and rolls back to it as ever', async () => {
    await tdb.handle.db.transaction().execute(async (trx) => {
      await sql`INSERT INTO pipeline_notes VALUES (5, 'cinco')`.execute(trx);
      await withNextStatement(trx, sql`SAVEPOINT probe`.compile(trx));
      await expect(sql`INSERT INTO pipeline_notes VALUES (1, 'repetida')`.execute(trx)).rejects.toMatchObject({ code: '23505' });
      await sql`ROLLBACK TO SAVEPOINT probe`.execute(trx);
      await sql`INSERT INTO pipeline_notes VALUES (6, 'seis')`.execute(trx);
      // A SAVEPOINT nothing followed goes with ROLLBACK TO: still there to roll back to.
      await withNextStatement(trx, sql`SAVEPOINT unused`.compile(trx));
      await sql`ROLLBACK TO SAVEPOINT unused`.execute(trx);
    });
    expect(await notes()).toEqual([1, 2, 3, 5, 6]);
  });

  it('ends a transaction that sent nothing without a round trip, and then BEGIN goes with the next first statement', async () => {
    await tdb.handle.db.transaction().execute(async () => undefined);
    await expect(tdb.handle.db.transaction().execute(async () => Promise.reject(new Error('nada')))).rejects.toThrow('nada');
    // SAVEPOINT fails outside a transaction block: BEGIN went out ahead of it.
    await expect(tdb.handle.db.transaction().execute((trx) => sql`SAVEPOINT probe`.execute(trx))).resolves.toBeDefined();
    await expect(sql`SAVEPOINT probe`.execute(tdb.handle.db)).rejects.toMatchObject({ code: '25P01' });
  });
});
