import type { Db } from '../../db/database';
import type { Clock } from '../../domain/time/clock';
import { DomainError } from '../../events/framework/errors';
import type { AsyncProcessor } from '../../projections/runner/async-processor';
import type { CommandContext } from '../platform/commands/command';
import { billingSettingsOf } from './billing.commands';
import { approveWithMovement } from './verified-transfers.commands';
import { receiptChecks } from './verified-transfers.view';

/**
 * The studio approves matched receipts itself (its setting "aprobar coincidencias"): each with its movement, as one
 * tap would. One that cannot be (its movement taken by another receipt first, a package no longer sold) stays in the
 * queue for the owner's eye. A repeated receipt never matches, so it is never approved this way.
 */
export async function approveAllMatched(db: Db, ctx: CommandContext, tz: string): Promise<number> {
  let approved = 0;
  for (const check of await receiptChecks(db, tz)) {
    if (check.estado !== 'coincide' || !check.movimiento) continue;
    try {
      await approveWithMovement(db, ctx, { kind: check.tipo, id: check.id, movementId: check.movimiento.id, tz });
      approved++;
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
    }
  }
  return approved;
}

/**
 * A receipt sent after its movement was imported: with the setting on, it is approved as it arrives, as the import
 * approves the ones already waiting. Behind the request, not in it: the match reads every imported movement and
 * pending receipt. A rerun finds the receipt approved and its movement used, so nothing is approved twice.
 */
export function matchedReceiptsReactor(deps: { clock: Clock; tz: string }): AsyncProcessor {
  return {
    name: 'matched-receipts@v1',
    handles: ['PackageRequested', 'PackageRenewalRequested', 'MonthlyPaymentReported'],
    async handle(trx, events) {
      if (!(await billingSettingsOf(trx)).autoApproveMatched) return;
      const last = events.at(-1)!;
      const causation = { causationId: last.eventId, correlationId: typeof last.metadata.correlationId === 'string' ? last.metadata.correlationId : last.eventId };
      await approveAllMatched(trx, { actorId: 'system', now: deps.clock.now(), ...causation }, deps.tz);
    },
  };
}
