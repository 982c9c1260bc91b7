import type { Movement } from './bank-movements';
import { daysBetween } from './monthly-account';

/**
 * A receipt a member sent, checked against the money the studio actually received. Approving by eye is what fake
 * transfer receipts exploit (wallet apps draw convincing ones), so each receipt waiting for approval is told apart:
 * it matches one imported movement, no movement is there, a movement from her is there for another amount, or the
 * receipt itself was already used. Pure: amounts in centavos, days in the studio's calendar.
 */

export type ReceiptKind = 'paquete' | 'cuota';

export interface Receipt {
  kind: ReceiptKind;
  id: number;
  userId: string;
  /** Her name as the studio has it, compared with the payer's. */
  name: string;
  amount: number;
  sentDay: string;
  /** The operation number she typed, when she did. */
  operation: string | null;
}

/** A movement as imported (its file line left behind), with its id and the receipt it already paid, if any. */
export interface ImportedMovement extends Omit<Movement, 'line'> {
  id: string;
  /** The receipt it was already matched to: a movement pays one receipt. */
  usedBy: { kind: ReceiptKind; id: number; userId: string } | null;
}

export type MatchResult =
  | { status: 'coincide'; movement: ImportedMovement }
  | { status: 'monto_distinto'; movement: ImportedMovement }
  | { status: 'repetido'; because: 'archivo' | 'operacion' }
  | { status: 'sin_movimiento' };

/** The days around her receipt a transfer may carry: made up to three days before she sent it, or the next day. */
export const WINDOW_DAYS_BEFORE = 3;
export const WINDOW_DAYS_AFTER = 1;

/**
 * The receipts whose file was already sent in an earlier receipt (any member's, approved or not), by the file's
 * hash: `kind:id` keys. The first one sent is the original; every later copy is "comprobante repetido".
 */
export function repeatedFiles(sent: { kind: ReceiptKind; id: number; hash: string | null; sentAt: Date }[]): Set<string> {
  const seen = new Set<string>();
  const repeated = new Set<string>();
  for (const r of [...sent].sort((a, b) => a.sentAt.getTime() - b.sentAt.getTime() || (a.kind === b.kind ? a.id - b.id : a.kind < b.kind ? -1 : 1))) {
    if (!r.hash) continue;
    if (seen.has(r.hash)) repeated.add(receiptKey(r));
    seen.add(r.hash);
  }
  return repeated;
}

export const receiptKey = (r: { kind: ReceiptKind; id: number }) => `${r.kind}:${r.id}`;

/**
 * How a pending receipt stands against the movements. `earlier` says whether its file was sent before
 * (repeatedFiles) and which operation numbers already paid a receipt: either is "comprobante repetido" whatever
 * the amount. `knownPayers` is, per member, the payer names and documents of
 * movements already matched to her: a transfer from the same account (her partner's, her mother's) is hers again.
 */
export function matchReceipt(
  receipt: Receipt,
  movements: ImportedMovement[],
  earlier: { repeatedFile: boolean; usedOperations: Set<string> },
  knownPayers: { names: string[]; documents: string[] } = { names: [], documents: [] },
): MatchResult {
  if (earlier.repeatedFile) return { status: 'repetido', because: 'archivo' };
  if (receipt.operation && earlier.usedOperations.has(normalOperation(receipt.operation))) return { status: 'repetido', because: 'operacion' };
  const free = movements.filter((m) => !m.usedBy);
  if (receipt.operation) {
    const byOperation = free.find((m) => m.operation && normalOperation(m.operation) === normalOperation(receipt.operation!));
    if (byOperation) return byOperation.amount === receipt.amount ? { status: 'coincide', movement: byOperation } : { status: 'monto_distinto', movement: byOperation };
  }
  const inWindow = free.filter((m) => {
    const offset = daysBetween(receipt.sentDay, m.day);
    return offset >= -WINDOW_DAYS_BEFORE && offset <= WINDOW_DAYS_AFTER;
  });
  const fromHer = inWindow.filter((m) => payerIsHer(m, receipt.name, knownPayers));
  const exact = fromHer.filter((m) => m.amount === receipt.amount);
  if (exact.length) return { status: 'coincide', movement: closest(exact, receipt.sentDay) };
  if (fromHer.length) return { status: 'monto_distinto', movement: closest(fromHer, receipt.sentDay) };
  // A report without the payer (Mercado Pago's "Dinero disponible"): the amount in the window, when only one has it.
  const anonymous = inWindow.filter((m) => !m.payer && !m.document && m.amount === receipt.amount);
  if (anonymous.length === 1) return { status: 'coincide', movement: anonymous[0]! };
  return { status: 'sin_movimiento' };
}

const closest = (movements: ImportedMovement[], day: string) =>
  [...movements].sort((a, b) => Math.abs(daysBetween(day, a.day)) - Math.abs(daysBetween(day, b.day)))[0]!;

export const normalOperation = (operation: string) => operation.replace(/\D/g, '') || operation.trim().toLowerCase();

/** Words of a name without accents or case: "PÉREZ, Ana María" → pérez → ["perez", "ana", "maria"]. */
export function nameWords(name: string): string[] {
  return name
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .split(/[^a-zñ]+/)
    .filter((word) => word.length >= 3);
}

/**
 * The payer is her when the movement comes from an account already matched to her, or its name holds two words of
 * hers (banks write "PEREZ ANA MARIA"; one shared first name is not enough), or all of hers when she has one.
 */
export function payerIsHer(movement: ImportedMovement, name: string, known: { names: string[]; documents: string[] }): boolean {
  if (movement.document && known.documents.includes(movement.document)) return true;
  if (!movement.payer) return false;
  const payer = new Set(nameWords(movement.payer));
  if (known.names.some((n) => nameWords(n).join(' ') === [...payer].join(' '))) return true;
  const hers = [...new Set(nameWords(name))];
  const shared = hers.filter((word) => payer.has(word)).length;
  return hers.length > 0 && shared >= Math.min(2, hers.length);
}
