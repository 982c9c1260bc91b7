import type { CompiledQuery } from 'kysely';
import type { Db } from '../../../db/database';
import { commitWith, pipelined } from '../../../db/pipelined-driver';

/**
 * An attempt's last statements, in one round trip: with COMMIT when the transaction is the attempt's own
 * (`committing`, called first: from then on a lost connection may hide a COMMIT that landed), else without.
 */
export async function sendLast(trx: Db, last: readonly CompiledQuery[], committing: (() => void) | undefined): Promise<void> {
  if (last.length === 0) return;
  if (!committing) {
    await pipelined(trx, last);
    return;
  }
  committing();
  await commitWith(trx, last);
}
