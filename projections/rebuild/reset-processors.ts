import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { AsyncProcessor } from '../runner/async-processor';

/**
 * Async processors that own tables start over: checkpoint back to 0 and tables emptied in one transaction
 * (checkpoints first, the order an async batch locks them in, so the two cannot deadlock). They catch up
 * behind the commands on their own; DELETE rather than TRUNCATE keeps their readers unblocked meanwhile.
 */
export async function resetProcessors(db: Kysely<Database>, owners: readonly AsyncProcessor[]): Promise<string[]> {
  if (owners.length === 0) return [];
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('projection_checkpoints')
      .set({ position: '0', status: 'catching_up', error: null, updated_at: sql`now()` })
      .where('name', 'in', owners.map((p) => p.name))
      .execute();
    for (const table of new Set(owners.flatMap((p) => p.tables ?? []))) await sql`DELETE FROM ${sql.table(table)}`.execute(trx);
  });
  return owners.map((p) => p.name);
}
