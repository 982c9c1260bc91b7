import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type { PriceVersion } from '../../domain/billing/price-list';

export type PriceVersionRow = PriceVersion & { cancelled: boolean };

/** Every version of the package's price list, oldest day first, the cancelled ones too. */
export async function listPriceVersions(db: Db, packageId: number): Promise<PriceVersionRow[]> {
  const rows = await db
    .selectFrom('price_versions')
    .select(['version_id', sql<string>`effective_from::text`.as('effective_from'), 'efectivo', 'transferencia', 'mercado_pago', 'early_until_day', 'early_discount', 'late_after_day', 'late_surcharge', 'cancelled'])
    .where('package_id', '=', packageId)
    .orderBy('effective_from')
    .orderBy('version_id')
    .execute();
  return rows.map((r) => ({
    versionId: r.version_id,
    effectiveFrom: r.effective_from,
    prices: { efectivo: r.efectivo, transferencia: r.transferencia, mercado_pago: r.mercado_pago },
    ...(r.early_until_day !== null && r.early_discount !== null ? { early: { untilDay: r.early_until_day, discount: r.early_discount } } : {}),
    ...(r.late_after_day !== null && r.late_surcharge !== null ? { late: { afterDay: r.late_after_day, surcharge: r.late_surcharge } } : {}),
    cancelled: r.cancelled,
  }));
}

/** The versions a charge may use: the ones not cancelled. */
export const listLiveVersions = async (db: Db, packageId: number): Promise<PriceVersion[]> =>
  (await listPriceVersions(db, packageId)).filter((v) => !v.cancelled).map(({ cancelled: _c, ...v }) => v);

/** Members holding the package by credits on `today` (not as a running monthly plan's month: that is told apart). */
export async function listCreditHolders(db: Db, packageId: number, today: string): Promise<string[]> {
  const rows = await db
    .selectFrom('member_packages as m')
    .select('m.user_id')
    .where('m.paquete_id', '=', packageId)
    .where('m.valido_hasta', '>', today)
    .where((eb) => eb.not(eb.exists(eb.selectFrom('monthly_accounts as a').select('a.user_id').whereRef('a.user_id', '=', 'm.user_id').where((w) => w.or([w('a.ends_on', 'is', null), w('a.ends_on', '>', today)])))))
    .orderBy('m.user_id')
    .execute();
  return rows.map((r) => r.user_id);
}

/** Packages with a version not cancelled: the price-list job looks at these. */
export async function listPricedPackages(db: Db): Promise<number[]> {
  const rows = await db.selectFrom('price_versions').select('package_id').where('cancelled', '=', false).distinct().orderBy('package_id').execute();
  return rows.map((r) => r.package_id);
}
