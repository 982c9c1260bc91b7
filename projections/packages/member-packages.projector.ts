import type { Projector } from '../runner/projection';
import { runWrites } from '../runner/folds';
import { applyMemberPackagesBatch, ensureMemberRows } from './member-packages.batch';
import { MEMBER_PACKAGES_FOLD, memberPackagesWrites } from './member-packages.writes';

/**
 * member_packages (what each member holds now), credit_ledger (every movement, with the balance after it) and
 * credit_ledger_moves (v2: a moved class's booking is one line). Its one fold is member-packages.writes.ts: an event
 * on its own here (its member's row made sure of first), a rebuild's batch phase by phase, a booking command's
 * events in its statement.
 */
export const memberPackagesProjector: Projector = {
  ...MEMBER_PACKAGES_FOLD,
  tables: ['member_packages', 'credit_ledger', 'credit_ledger_moves'],
  applyBatch: applyMemberPackagesBatch,
  async apply(trx, recorded) {
    await ensureMemberRows(trx, [recorded]);
    await runWrites(trx, memberPackagesWrites([recorded], { fresh: false, moves: true }));
  },
};
