import { describe, it } from 'vitest';
import { streamDeciderSpec } from '../../events/framework/decider-spec';
import type { BankColumnsEvent, BankMovementEvent } from '../../events/catalog/billing.events';
import { bankColumnsDecider, bankMovementDecider, type BankMovementCommand } from './bank-movement.decider';

const spec = streamDeciderSpec(bankMovementDecider);
const movement = { line: 4, operation: '5501', day: '2026-12-01', time: '10:32', amount: 1_800_000, payer: 'PEREZ ANA', document: null };
const importIt: BankMovementCommand = { type: 'ImportMovement', movementId: 'banco:5501', source: 'banco', movement, importId: 'i1' };
const imported: BankMovementEvent = {
  type: 'BankMovementImported',
  data: { movementId: 'banco:5501', source: 'banco', operation: '5501', day: '2026-12-01', time: '10:32', amount: 1_800_000, payer: 'PEREZ ANA', document: null, importId: 'i1' },
};
const use = (amount = 1_800_000, id = 3): BankMovementCommand => ({ type: 'UseMovement', movementId: 'banco:5501', receipt: { kind: 'cuota', id, userId: 'ana', amount } });
const matched: BankMovementEvent = { type: 'BankMovementMatched', data: { movementId: 'banco:5501', receipt: { kind: 'cuota', id: 3, userId: 'ana' } } };

describe('a bank movement', () => {
  it('is imported once: the same movement again is refused, naming its line', () => {
    spec.given([]).when(importIt).then([imported]);
    spec.given([imported]).when(importIt).thenRejects({ status: 409, code: 'MOVEMENT_ALREADY_IMPORTED' });
  });

  it('pays one receipt of its own amount, and no other after it', () => {
    spec.given([imported]).when(use()).then([matched]);
    spec.given([imported, matched]).when(use(1_800_000, 4)).thenRejects({ status: 409, code: 'MOVEMENT_ALREADY_USED' });
    spec.given([imported]).when(use(1_000_000)).thenRejects({ status: 409, code: 'MOVEMENT_AMOUNT_DIFFERS' });
    spec.given([]).when(use()).thenRejects({ status: 404, code: 'MOVEMENT_NOT_FOUND' });
  });
});

describe("the bank's columns", () => {
  const columns = { fecha: 'Fecha', monto: 'Crédito', pagador: 'Concepto' };
  const saved: BankColumnsEvent = { type: 'BankColumnsSaved', data: columns };
  it('are saved when they change, and not again when the same', () => {
    const columnsSpec = streamDeciderSpec(bankColumnsDecider);
    columnsSpec.given([]).when({ type: 'SaveBankColumns', columns }).then([saved]);
    columnsSpec.given([saved]).when({ type: 'SaveBankColumns', columns }).then([]);
    columnsSpec.given([saved]).when({ type: 'SaveBankColumns', columns: { ...columns, monto: 'Importe' } }).then([{ type: 'BankColumnsSaved', data: { ...columns, monto: 'Importe' } }]);
  });
});
