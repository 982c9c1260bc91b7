import type { ReceiptCheckView } from '../../contract/verified-transfers';
import type { Db } from '../../db/database';
import { matchReceipt, normalOperation, receiptKey, repeatedFiles, WINDOW_DAYS_AFTER, WINDOW_DAYS_BEFORE } from '../../domain/billing/transfer-match';
import { plusDays } from '../../domain/health/statement-validity';
import { knownPayersOf, listMovementsBetween, listPendingReceipts, listSentReceipts, usedMovementOperations } from '../../projections/billing/bank-movements.queries';
import { receiptUrl } from '../packages/member-package.view';
import { paymentReceiptUrl } from './monthly-account.view';

/**
 * Every receipt waiting for approval, oldest first, with how it stands against the imported movements: coincide
 * (one tap approves it with that movement), monto distinto, comprobante repetido, or sin movimiento.
 */
export async function receiptChecks(db: Db, tz: string): Promise<ReceiptCheckView[]> {
  const pending = await listPendingReceipts(db, tz);
  if (!pending.length) return [];
  const days = pending.map((r) => r.sentDay).sort();
  const [movements, sent, usedOperations, known] = await Promise.all([
    listMovementsBetween(db, plusDays(days[0]!, -WINDOW_DAYS_BEFORE), plusDays(days.at(-1)!, WINDOW_DAYS_AFTER)),
    listSentReceipts(db),
    usedMovementOperations(db),
    knownPayersOf(db, [...new Set(pending.map((r) => r.userId))]),
  ]);
  const repeated = repeatedFiles(sent);
  const operations = new Set([...usedOperations, ...sent.filter((r) => r.approved && r.operation).map((r) => r.operation!)].map(normalOperation));
  return pending.map((receipt) => {
    const match = matchReceipt(receipt, movements, { repeatedFile: repeated.has(receiptKey(receipt)), usedOperations: operations }, known.get(receipt.userId));
    const movement = 'movement' in match ? match.movement : null;
    return {
      tipo: receipt.kind,
      id: receipt.id,
      socio: { clerkUserId: receipt.userId, nombre: receipt.name },
      detalle: receipt.what,
      monto: receipt.amount,
      enviado: receipt.sentAt.toISOString(),
      operacion: receipt.operation,
      comprobante_url: receipt.kind === 'paquete' ? receiptUrl(receipt.id) : paymentReceiptUrl(receipt.id),
      comprobante_tipo: receipt.receiptMime,
      estado: match.status,
      repetido_por: match.status === 'repetido' ? match.because : null,
      movimiento: movement && { id: movement.id, fecha: movement.day, hora: movement.time, monto: movement.amount, pagador: movement.payer, operacion: movement.operation },
    };
  });
}
