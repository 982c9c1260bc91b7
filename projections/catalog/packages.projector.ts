import type { PackageEvent, PackageTerms } from '../../events/catalog/catalog.events';
import { packageEventTypes } from '../../events/catalog/catalog.events';
import type { PriceListEvent } from '../../events/catalog/price-lists.events';
import type { Projector } from '../runner/projection';

const columns = (terms: PackageTerms) => ({
  nombre: terms.name,
  cantidad_clases: terms.classesPerMonth,
  precio: terms.price,
  disciplina_id: terms.disciplineIds.length === 1 ? terms.disciplineIds[0]! : null,
  disciplinas: terms.disciplineIds,
});

/**
 * packages: every package ever offered; discontinued ones stay with deleted = true so held packages keep a name. A
 * price-list version taking effect sets its price (pesos, the column's unit), so whatever reads it reads the list's.
 */
export const packagesProjector: Projector = {
  name: 'packages@v1',
  tables: ['packages'],
  handles: [...packageEventTypes, 'PriceVersionTookEffect'],
  async apply(trx, recorded) {
    const event = recorded as unknown as PackageEvent | PriceListEvent;
    const at = recorded.recordedAt;
    switch (event.type) {
      case 'PackageCreated': {
        const { packageId, ...terms } = event.data;
        await trx
          .insertInto('packages')
          .values({ id: packageId, ...columns(terms), deleted: false, created_at: at, updated_at: at })
          .onConflict((oc) => oc.column('id').doNothing())
          .execute();
        return;
      }
      case 'PackageChanged':
        await trx.updateTable('packages').set({ ...columns(event.data.after), updated_at: at }).where('id', '=', event.data.packageId).execute();
        return;
      case 'PriceVersionTookEffect':
        await trx.updateTable('packages').set({ precio: event.data.price / 100, price_version: event.data.versionId, updated_at: at }).where('id', '=', event.data.packageId).execute();
        return;
      case 'PackageDiscontinued':
        await trx.updateTable('packages').set({ deleted: true, updated_at: at }).where('id', '=', event.data.packageId).execute();
        return;
    }
  },
};
