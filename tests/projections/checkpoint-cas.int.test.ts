import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CheckpointConflictError, ensureCheckpoint, storeCheckpoint } from '../../projections/runner/checkpoints';
import { processBatch } from '../../projections/runner/process-batch';
import { createTestDatabase, type TestDatabase } from '../support/test-database';
import { appendThings } from '../events/support/thing-events';
import { appliedPositions, checkpointOf, createAppliedTable, recordingProcessor } from './support/recording-processor';

// T6: the checkpoint moves by compare-and-set in the batch's transaction; a miss throws and undoes the batch.
let tdb: TestDatabase;
beforeAll(async () => {
  tdb = await createTestDatabase();
  await createAppliedTable(tdb.handle.db);
  await appendThings(tdb.handle.db, 'cas', 0, [1, 2, 3]);
});
afterAll(() => tdb?.close());
const db = () => tdb.handle.db;

describe('checkpoint compare-and-set', () => {
  it('moves the checkpoint only from the expected position', async () => {
    await ensureCheckpoint(db(), 'cas-direct@v1');
    await db().transaction().execute((trx) => storeCheckpoint(trx, 'cas-direct@v1', '0', '2', 'live'));
    expect(await checkpointOf(db(), 'cas-direct@v1')).toMatchObject({ position: '2', status: 'live' });
  });

  it('throws on a stale expectation and rolls back the read-model writes of the same transaction', async () => {
    const attempt = db().transaction().execute(async (trx) => {
      await sql`INSERT INTO applied VALUES ('cas-direct@v1', 3, 3, 'stale')`.execute(trx);
      await storeCheckpoint(trx, 'cas-direct@v1', '0', '3', 'live');
    });
    await expect(attempt).rejects.toBeInstanceOf(CheckpointConflictError);
    expect(await appliedPositions(db(), 'cas-direct@v1')).toEqual([]);
    expect(await checkpointOf(db(), 'cas-direct@v1')).toMatchObject({ position: '2' });
  });

  it('undoes a whole batch when its checkpoint moved underneath, and applies it once on the next try', async () => {
    let sabotage = true;
    const processor = recordingProcessor('cas-batch@v1', {
      onEvent: async (_event, trx) => {
        // Someone else moves the checkpoint while this batch is being applied.
        if (sabotage) await sql`UPDATE projection_checkpoints SET position = '99' WHERE name = 'cas-batch@v1'`.execute(trx);
      },
    });
    await ensureCheckpoint(db(), processor.name);
    const missed = await processBatch(db(), processor, 10);
    expect(missed.kind).toBe('retry');
    expect(missed.kind === 'retry' && missed.error).toBeInstanceOf(CheckpointConflictError);
    expect(await appliedPositions(db(), processor.name)).toEqual([]);
    expect(await checkpointOf(db(), processor.name)).toMatchObject({ position: '0' });

    sabotage = false;
    const applied = await processBatch(db(), processor, 10);
    expect(applied).toMatchObject({ kind: 'advanced', position: 3, handled: 3, more: false });
    expect(await appliedPositions(db(), processor.name)).toEqual([1, 2, 3]);
    expect(await processBatch(db(), processor, 10)).toEqual({ kind: 'idle', position: 3 });
  });
});
