import type { BankColumnsEvent, BankMovementEvent } from '../../events/catalog/billing.events';
import type { RecordedEvent } from '../../events/framework/event';
import type { Projector } from '../runner/projection';

/**
 * bank_movements: every movement imported and the receipt it paid; bank_columns: the owner's bank columns. A movement
 * is inserted once (a redelivery changes nothing) and matched once; a deleted account's name leaves the match (the
 * movement stays used: the money came in and paid a receipt).
 */
export const bankMovementsProjector: Projector = {
  name: 'bank-movements@v1',
  tables: ['bank_movements', 'bank_columns'],
  handles: ['BankMovementImported', 'BankMovementMatched', 'BankColumnsSaved', 'UserDeleted'],
  async apply(trx, recorded) {
    if (recorded.type === 'UserDeleted') {
      await trx.updateTable('bank_movements').set({ used_user: null }).where('used_user', '=', String(recorded.data.userId)).execute();
      return;
    }
    const event = recorded as unknown as RecordedEvent & (BankMovementEvent | BankColumnsEvent);
    switch (event.type) {
      case 'BankMovementImported': {
        const d = event.data;
        const row = { source: d.source, operation: d.operation, day: d.day, time: d.time, amount: d.amount, payer: d.payer, document: d.document, import_id: d.importId };
        await trx
          .insertInto('bank_movements')
          .values({ movement_id: d.movementId, ...row, imported_at: recorded.metadata.now ? new Date(recorded.metadata.now) : recorded.recordedAt })
          .onConflict((oc) => oc.column('movement_id').doNothing())
          .execute();
        return;
      }
      case 'BankMovementMatched': {
        const { movementId, receipt } = event.data;
        const usedAt = recorded.metadata.now ? new Date(recorded.metadata.now) : recorded.recordedAt;
        await trx.updateTable('bank_movements').set({ used_kind: receipt.kind, used_id: receipt.id, used_user: receipt.userId, used_at: usedAt }).where('movement_id', '=', movementId).execute();
        return;
      }
      case 'BankColumnsSaved': {
        const d = event.data;
        const row = { fecha: d.fecha, monto: d.monto, operacion: d.operacion ?? null, pagador: d.pagador ?? null, documento: d.documento ?? null, last_position: recorded.streamPosition };
        await trx
          .insertInto('bank_columns')
          .values({ id: 1, ...row })
          .onConflict((oc) => oc.column('id').doUpdateSet(row).where('bank_columns.last_position', '<', recorded.streamPosition))
          .execute();
        return;
      }
    }
  },
};
