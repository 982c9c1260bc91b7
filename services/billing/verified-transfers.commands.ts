import { createHash, randomUUID } from 'node:crypto';
import { bankColumnsStream, bankMovementStream } from '../../events/catalog/billing.events';
import type { StreamAppend } from '../../events/store/append';
import type { Db } from '../../db/database';
import type { ColumnMapping, Movement, MovementSource } from '../../domain/billing/bank-movements';
import type { ReceiptKind } from '../../domain/billing/transfer-match';
import { findPaymentReport } from '../../projections/billing/billing.queries';
import { findRequest } from '../../projections/packages/package-requests.queries';
import { fail } from '../../events/framework/errors';
import type { CommandContext } from '../platform/commands/command';
import { runCommand } from '../platform/commands/run-command';
import { decideOnStream } from '../platform/commands/stream-fold';
import { approveRequestAppend } from '../packages/member-package.commands';
import { approvePaymentReportAppends } from './billing.commands';
import { bankColumnsDecider, bankMovementDecider } from './bank-movement.decider';

/**
 * A movement's id: its source and operation number where the export has one (Mercado Pago always does), else its
 * day, time, amount and payer, hashed: the same row exported again is the same movement.
 */
export function movementIdOf(source: MovementSource, m: Movement): string {
  if (m.operation) return `${source}:${m.operation}`;
  const digest = createHash('sha256').update([m.day, m.time ?? '', m.amount, m.payer ?? '', m.document ?? ''].join('|')).digest('hex').slice(0, 24);
  return `${source}:h${digest}`;
}

/**
 * One file's movements, all or none: each on its own stream, which a second import of the same movement finds
 * already there (MOVEMENT_ALREADY_IMPORTED, naming its line). A bank's columns are kept for the next import.
 */
export function importMovements(db: Db, ctx: CommandContext, input: { source: MovementSource; movements: Movement[]; columns: ColumnMapping | null }) {
  return runCommand(db, {
    type: 'ImportBankMovements',
    decide: async (trx) => {
      if (!input.movements.length) throw fail('NO_MOVEMENTS');
      const importId = randomUUID();
      const appends: StreamAppend[] = [];
      for (const movement of input.movements) {
        const movementId = movementIdOf(input.source, movement);
        const command = { type: 'ImportMovement' as const, movementId, source: input.source, movement, importId };
        appends.push((await decideOnStream(trx, bankMovementStream(movementId), bankMovementDecider, command)).append);
      }
      if (input.source === 'banco' && input.columns) {
        appends.push((await decideOnStream(trx, bankColumnsStream(), bankColumnsDecider, { type: 'SaveBankColumns', columns: input.columns })).append);
      }
      return { appends, result: { imported: input.movements.length } };
    },
  }, ctx);
}

/**
 * A receipt approved with the movement that paid it, in one transaction: the package or the fee as a plain
 * approval gives it, and the movement marked as used by this receipt, so no other receipt can use it again.
 */
export function approveWithMovement(db: Db, ctx: CommandContext, input: { kind: ReceiptKind; id: number; movementId: string; tz: string }) {
  return runCommand(db, {
    type: 'ApproveWithMovement',
    decide: async (trx) => {
      const { receiptAppends, userId, amount } = await approvalOf(trx, ctx, input);
      const receipt = { kind: input.kind, id: input.id, userId, amount };
      const { append } = await decideOnStream(trx, bankMovementStream(input.movementId), bankMovementDecider, { type: 'UseMovement', movementId: input.movementId, receipt });
      return { appends: [...receiptAppends, append], result: { userId } };
    },
  }, ctx);
}

async function approvalOf(trx: Db, ctx: CommandContext, input: { kind: ReceiptKind; id: number; tz: string }) {
  if (input.kind === 'paquete') {
    const request = await findRequest(trx, input.id);
    if (!request) throw fail('REQUEST_NOT_FOUND');
    const receiptAppends = [await approveRequestAppend(trx, ctx, { requestId: input.id, tz: input.tz })];
    return { userId: request.userId, amount: Math.round(request.precio * 100), receiptAppends };
  }
  const report = await findPaymentReport(trx, input.id);
  if (!report) throw fail('PAYMENT_REPORT_NOT_FOUND');
  const receiptAppends = await approvePaymentReportAppends(trx, ctx, { userId: report.userId, reportId: input.id, tz: input.tz });
  return { userId: report.userId, amount: report.amount, receiptAppends };
}
