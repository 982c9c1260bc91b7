import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type { PriceVersion } from '../../domain/billing/price-list';

export type PriceVersionRow = PriceVersion & { cancelled: boolean };

const versionRows = (db: Db) =>
  db
    .selectFrom('price_versions as v')
    .select(['v.package_id', 'v.version_id', sql<string>`v.effective_from::text`.as('effective_from'), 'v.efectivo', 'v.transferencia', 'v.mercado_pago', 'v.early_until_day', 'v.early_discount', 'v.late_after_day', 'v.late_surcharge', 'v.cancelled'])
    .orderBy('v.package_id')
    .orderBy('v.effective_from')
    .orderBy('v.version_id');

type VersionRow = Awaited<ReturnType<ReturnType<typeof versionRows>['execute']>>[number];

const toVersion = (r: VersionRow): PriceVersionRow => ({
  versionId: r.version_id,
  effectiveFrom: r.effective_from,
  prices: { efectivo: r.efectivo, transferencia: r.transferencia, mercado_pago: r.mercado_pago },
  ...(r.early_until_day !== null && r.early_discount !== null ? { early: { untilDay: r.early_until_day, discount: r.early_discount } } : {}),
  ...(r.late_after_day !== null && r.late_surcharge !== null ? { late: { afterDay: r.late_after_day, surcharge: r.late_surcharge } } : {}),
  cancelled: r.cancelled,
});

/** Every version of the package's price list, oldest day first, the cancelled ones too. */
export async function listPriceVersions(db: Db, packageId: number): Promise<PriceVersionRow[]> {
  return (await versionRows(db).where('v.package_id', '=', packageId).execute()).map(toVersion);
}

/** The live versions of every package on sale that has a list, by package id, oldest day first: what members read. */
export async function listLiveVersionsOnSale(db: Db): Promise<Map<number, PriceVersion[]>> {
  const rows = await versionRows(db)
    .innerJoin('packages as p', 'p.id', 'v.package_id')
    .where('p.deleted', '=', false)
    .where('v.cancelled', '=', false)
    .execute();
  const out = new Map<number, PriceVersion[]>();
  for (const r of rows) {
    const { cancelled: _c, ...version } = toVersion(r);
    out.set(r.package_id, [...(out.get(r.package_id) ?? []), version]);
  }
  return out;
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
