import type { OfferPriceView, PriceListView, PriceVersionView } from '../../contract/price-lists';
import type { Db } from '../../db/database';
import { listPrice, nextVersionAfter, versionOn } from '../../domain/billing/price-list';
import { studioTime } from '../../domain/time/studio-time';
import { listLiveVersionsOnSale, listPriceVersions, type PriceVersionRow } from '../../projections/billing/price-lists.queries';
import { findPackage } from '../../projections/catalog/packages.queries';
import { fail } from '../../events/framework/errors';

const stateOf = (v: PriceVersionRow, current: number | undefined, today: string): PriceVersionView['estado'] =>
  v.cancelled ? 'cancelada' : v.versionId === current ? 'vigente' : v.effectiveFrom > today ? 'programada' : 'anterior';

/** The package's price list as the admin edits it: today's price and every version, oldest day first. */
export async function priceListView(db: Db, packageId: number, now: Date, tz: string): Promise<PriceListView> {
  const pkg = await findPackage(db, packageId, { includeDiscontinued: true });
  if (!pkg) throw fail('PACKAGE_NOT_FOUND');
  const today = studioTime(now, tz).date;
  const versions = await listPriceVersions(db, packageId);
  const current = versionOn(versions.filter((v) => !v.cancelled), today);
  return {
    paqueteId: packageId,
    precio_actual: current ? listPrice(current) : Math.round(pkg.precio * 100),
    versiones: versions.map((v) => ({
      version: v.versionId,
      desde: v.effectiveFrom,
      precios: v.prices,
      precio_lista: listPrice(v),
      pronto_pago: v.early ? { hasta_dia: v.early.untilDay, descuento: v.early.discount } : null,
      recargo: v.late ? { despues_dia: v.late.afterDay, recargo: v.late.surcharge } : null,
      estado: stateOf(v, current?.versionId, today),
    })),
  };
}

/**
 * The packages on sale as members read their prices before paying: today's price per method and the next version,
 * each from the list itself (not the package's price, which the renewal job moves within the hour of a version's day).
 */
export async function offerPricesView(db: Db, now: Date, tz: string): Promise<OfferPriceView[]> {
  const today = studioTime(now, tz).date;
  return [...(await listLiveVersionsOnSale(db))].map(([packageId, versions]) => {
    const next = nextVersionAfter(versions, today);
    return {
      paqueteId: packageId,
      precios: versionOn(versions, today)?.prices ?? null,
      proxima: next ? { desde: next.effectiveFrom, precio_lista: listPrice(next), precios: next.prices } : null,
    };
  });
}
