import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { IndexMonth } from '../../domain/reports/price-index';

/** Every month the studio has an index for, oldest first. */
export async function listPriceIndex(db: Kysely<Database>): Promise<IndexMonth[]> {
  const rows = await db.selectFrom('price_index').select(['month', 'value']).orderBy('month').execute();
  return rows.map((r) => ({ month: r.month, value: Number(r.value) }));
}
