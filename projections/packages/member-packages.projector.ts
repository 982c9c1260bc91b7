import { sql, type Kysely } from 'kysely';
import type { RecordedEvent } from '../../events/framework/event';
import type { Database } from '../../db/schema';
import type { Projector } from '../runner/projection';
import { MEMBER_PACKAGES_TYPES, memberPackagesWrites } from './member-packages.writes';

const fold = async (trx: Kysely<Database>, events: readonly RecordedEvent[]) => {
  const writes = memberPackagesWrites(events);
  if (writes.length > 0) await sql`WITH ${sql.join(writes)} SELECT 1`.execute(trx);
};

/**
 * member_packages (what each member holds now), credit_ledger (every movement, with the balance after it) and
 * credit_ledger_moves (v2: a moved class's booking is one line, credit-moves.ts). One fold (member-packages.writes.ts)
 * for an event, a rebuild's batch and the booking commands' CTEs.
 */
export const memberPackagesProjector: Projector = {
  name: 'member-packages@v2',
  tables: ['member_packages', 'credit_ledger', 'credit_ledger_moves'],
  handles: [...MEMBER_PACKAGES_TYPES],
  applyBatch: fold,
  apply: (trx, recorded) => fold(trx, [recorded]),
};
