import type { Kysely } from 'kysely';
import type { CatalogEvent } from '../../events/catalog/catalog.events';
import type { PriceListEvent } from '../../events/catalog/price-lists.events';
import type { Database } from '../../db/schema';

type Trx = Kysely<Database>;

/** ARS with at most two decimals, kept as integer cents so sums stay exact. */
export const toCents = (price: number) => Math.round(price * 100);

/**
 * The catalog as the reports need it at each point of the log: package prices (for revenue at assignment
 * time), each slot's discipline and discipline names. Removals keep the rows so past activity keeps its names.
 * A price-list version taking effect is the package's price from then on, as the catalog has it: a sale after it
 * names that version (PackageAssigned.priceVersion) and counts its price.
 */
export async function foldCatalog(trx: Trx, event: CatalogEvent | PriceListEvent, position: number): Promise<void> {
  switch (event.type) {
    case 'PackageCreated':
      return setPrice(trx, event.data.packageId, toCents(event.data.price), position);
    case 'PackageChanged':
      return setPrice(trx, event.data.packageId, toCents(event.data.after.price), position);
    case 'PriceVersionTookEffect':
      return setPrice(trx, event.data.packageId, event.data.price, position);
    case 'ScheduleSlotAdded':
    case 'OneOffClassAdded':
      return setSlotDiscipline(trx, event.data.slotId, event.data.disciplineId, position);
    case 'ScheduleSlotChanged':
      return setSlotDiscipline(trx, event.data.slotId, event.data.after.disciplineId, position);
    case 'DisciplineCreated':
    case 'DisciplineRenamed':
      return setDisciplineName(trx, event.data.disciplineId, event.data.name, position);
    default:
      return;
  }
}

async function setPrice(trx: Trx, packageId: number, priceCents: number, position: number) {
  await trx
    .insertInto('report_package_prices')
    .values({ package_id: packageId, price_cents: priceCents, last_position: position })
    .onConflict((oc) =>
      oc.column('package_id').doUpdateSet((eb) => ({ price_cents: eb.ref('excluded.price_cents'), last_position: eb.ref('excluded.last_position') }))
        .whereRef('report_package_prices.last_position', '<', 'excluded.last_position'),
    )
    .execute();
}

async function setSlotDiscipline(trx: Trx, slotId: number, disciplineId: number, position: number) {
  await trx
    .insertInto('report_slots')
    .values({ slot_id: slotId, discipline_id: disciplineId, last_position: position })
    .onConflict((oc) =>
      oc.column('slot_id').doUpdateSet((eb) => ({ discipline_id: eb.ref('excluded.discipline_id'), last_position: eb.ref('excluded.last_position') }))
        .whereRef('report_slots.last_position', '<', 'excluded.last_position'),
    )
    .execute();
}

async function setDisciplineName(trx: Trx, disciplineId: number, name: string, position: number) {
  await trx
    .insertInto('report_disciplines')
    .values({ discipline_id: disciplineId, name, last_position: position })
    .onConflict((oc) =>
      oc.column('discipline_id').doUpdateSet((eb) => ({ name: eb.ref('excluded.name'), last_position: eb.ref('excluded.last_position') }))
        .whereRef('report_disciplines.last_position', '<', 'excluded.last_position'),
    )
    .execute();
}

export async function findPriceCents(trx: Trx, packageId: number): Promise<number> {
  const row = await trx.selectFrom('report_package_prices').select('price_cents').where('package_id', '=', packageId).executeTakeFirst();
  return row ? Number(row.price_cents) : 0;
}
