import type { Projector } from '../runner/projection';
import { POLICY_LEDGER_TYPES } from './credit-movement';
import { applyMemberPackagesBatch } from './member-packages.batch';

/**
 * member_packages (what each member holds now), credit_ledger (every movement, with the balance after it) and
 * credit_ledger_moves (v2: a moved class's booking is one line, credit-moves.ts). One fold (member-packages.batch.ts)
 * for an event and for a rebuild's batch; the booking commands write their credit lines from the same rule
 * (credit-movement.ts, creditLine).
 */
export const memberPackagesProjector: Projector = {
  name: 'member-packages@v2',
  tables: ['member_packages', 'credit_ledger', 'credit_ledger_moves'],
  handles: ['PackageAssigned', 'PackageRemoved', 'CreditsExpired', 'CreditsAdjusted', 'CreditConsumed', 'CreditRestored', ...POLICY_LEDGER_TYPES, 'BookingMoved'],
  applyBatch: applyMemberPackagesBatch,
  apply: (trx, recorded) => applyMemberPackagesBatch(trx, [recorded]),
};
