import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** The checkpoint moved under us: another runner (or a rebuild) got there first. The batch must roll back. */
export class CheckpointConflictError extends Error {
  constructor(name: string, expected: string) {
    super(`checkpoint of ${name} is no longer at ${expected}`);
    this.name = 'CheckpointConflictError';
  }
}

export interface Checkpoint {
  name: string;
  /** Opaque text; today a global position. */
  position: string;
  status: 'catching_up' | 'live' | 'failed' | 'retired';
  error: unknown;
}

export async function ensureCheckpoint(db: Kysely<Database>, name: string): Promise<void> {
  await db.insertInto('projection_checkpoints').values({ name, error: null }).onConflict((oc) => oc.column('name').doNothing()).execute();
}

/** Reads the checkpoint and locks it to the end of the batch transaction. */
export async function lockCheckpoint(trx: Kysely<Database>, name: string): Promise<Checkpoint> {
  const row = await trx.selectFrom('projection_checkpoints').select(['name', 'position', 'status', 'error'])
    .where('name', '=', name).forUpdate().executeTakeFirst();
  if (!row) throw new Error(`no checkpoint row for ${name}`);
  return row as Checkpoint;
}

/** Compare-and-set: moves the checkpoint only from `expected`, and throws when it is not there any more. */
export async function storeCheckpoint(
  trx: Kysely<Database>,
  name: string,
  expected: string,
  next: string,
  status: Checkpoint['status'],
): Promise<void> {
  const result = await trx.updateTable('projection_checkpoints')
    .set({ position: next, status, error: null, updated_at: sql`now()` })
    .where('name', '=', name).where('position', '=', expected)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) throw new CheckpointConflictError(name, expected);
}

/** Stops a processor at `position` (the last event it applied), keeping the error for whoever fixes it. */
export async function markFailed(db: Kysely<Database>, name: string, position: string, error: Record<string, unknown>): Promise<void> {
  await db.updateTable('projection_checkpoints')
    .set({ status: 'failed', error: JSON.stringify(error), updated_at: sql`now()` })
    .where('name', '=', name).where('position', '=', position)
    .execute();
}

/** After a fix is deployed: lets a failed processor start again from where it stopped. */
export async function resumeFailed(db: Kysely<Database>, name: string): Promise<void> {
  await db.updateTable('projection_checkpoints').set({ status: 'catching_up', error: null, updated_at: sql`now()` })
    .where('name', '=', name).where('status', '=', 'failed').execute();
}

export async function readCheckpoints(db: Kysely<Database>, names: readonly string[]): Promise<Checkpoint[]> {
  if (names.length === 0) return [];
  const rows = await db.selectFrom('projection_checkpoints').select(['name', 'position', 'status', 'error'])
    .where('name', 'in', [...names]).execute();
  return rows as Checkpoint[];
}
