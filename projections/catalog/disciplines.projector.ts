import type { DisciplineEvent } from '../../events/catalog/catalog.events';
import { disciplineEventTypes } from '../../events/catalog/catalog.events';
import type { Projector } from '../runner/projection';

/** disciplines: one row per discipline ever created; removed ones stay with deleted = true. */
export const disciplinesProjector: Projector = {
  name: 'disciplines@v1',
  tables: ['disciplines'],
  handles: disciplineEventTypes,
  async apply(trx, recorded) {
    const event = recorded as unknown as DisciplineEvent;
    const at = recorded.recordedAt;
    switch (event.type) {
      case 'DisciplineCreated':
        await trx
          .insertInto('disciplines')
          .values({ id: event.data.disciplineId, nombre: event.data.name, deleted: false, updated_at: at })
          .onConflict((oc) => oc.column('id').doNothing())
          .execute();
        return;
      case 'DisciplineRenamed':
        await trx.updateTable('disciplines').set({ nombre: event.data.name, updated_at: at }).where('id', '=', event.data.disciplineId).execute();
        return;
      case 'DisciplineRemoved':
        await trx.updateTable('disciplines').set({ deleted: true, updated_at: at }).where('id', '=', event.data.disciplineId).execute();
        return;
    }
  },
};
