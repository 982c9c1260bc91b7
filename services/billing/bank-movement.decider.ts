import type { StreamDecider } from '../../events/framework/decider';
import { fail } from '../../events/framework/errors';
import type { BankColumnsEvent, BankMovementEvent } from '../../events/catalog/billing.events';
import type { ColumnMapping, Movement, MovementSource } from '../../domain/billing/bank-movements';
import type { ReceiptKind } from '../../domain/billing/transfer-match';

/**
 * One imported movement of money in: imported once, and it pays at most one receipt. Both are decided on the
 * movement's own stream, so a second import of it, or a second approval with it, meets the first one's event
 * (or conflicts with it and decides again).
 */
export interface MovementState {
  imported: boolean;
  amount: number;
  usedBy: { kind: ReceiptKind; id: number } | null;
}

export type BankMovementCommand =
  | { type: 'ImportMovement'; movementId: string; source: MovementSource; movement: Movement; importId: string }
  | { type: 'UseMovement'; movementId: string; receipt: { kind: ReceiptKind; id: number; userId: string; amount: number } };

const initialState = (): MovementState => ({ imported: false, amount: 0, usedBy: null });

function evolve(state: MovementState, event: BankMovementEvent): MovementState {
  switch (event.type) {
    case 'BankMovementImported': return { ...state, imported: true, amount: event.data.amount };
    case 'BankMovementMatched': return { ...state, usedBy: { kind: event.data.receipt.kind, id: event.data.receipt.id } };
  }
}

function decide(command: BankMovementCommand, state: MovementState): BankMovementEvent[] {
  switch (command.type) {
    case 'ImportMovement': {
      const { movement: m } = command;
      if (state.imported) throw fail('MOVEMENT_ALREADY_IMPORTED', { line: m.line });
      const data = { movementId: command.movementId, source: command.source, operation: m.operation, day: m.day, time: m.time, amount: m.amount, payer: m.payer, document: m.document, importId: command.importId };
      return [{ type: 'BankMovementImported', data }];
    }
    case 'UseMovement': {
      if (!state.imported) throw fail('MOVEMENT_NOT_FOUND');
      if (state.usedBy) throw fail('MOVEMENT_ALREADY_USED');
      // Approving with a movement says the money came in: for another amount it did not.
      if (state.amount !== command.receipt.amount) throw fail('MOVEMENT_AMOUNT_DIFFERS');
      const { kind, id, userId } = command.receipt;
      return [{ type: 'BankMovementMatched', data: { movementId: command.movementId, receipt: { kind, id, userId } } }];
    }
  }
}

export const bankMovementDecider: StreamDecider<MovementState, BankMovementCommand, BankMovementEvent> = { initialState, evolve, decide };

/** The owner's bank columns: saved when they change, so the next import of her bank reads the same way. */
type ColumnsCommand = { type: 'SaveBankColumns'; columns: ColumnMapping };
const sameColumns = (a: ColumnMapping | null, b: ColumnMapping) =>
  !!a && a.fecha === b.fecha && a.monto === b.monto && a.operacion === b.operacion && a.pagador === b.pagador && a.documento === b.documento;

export const bankColumnsDecider: StreamDecider<ColumnMapping | null, ColumnsCommand, BankColumnsEvent> = {
  initialState: () => null,
  evolve: (_, event) => event.data,
  decide: ({ columns }, state) => {
    if (sameColumns(state, columns)) return [];
    const { fecha, monto, operacion, pagador, documento } = columns;
    return [{ type: 'BankColumnsSaved', data: { fecha, monto, ...(operacion ? { operacion } : {}), ...(pagador ? { pagador } : {}), ...(documento ? { documento } : {}) } }];
  },
};
