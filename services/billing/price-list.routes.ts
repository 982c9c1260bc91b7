import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { SchedulePriceInput } from '../../contract/price-lists';
import type { PriceVersion } from '../../domain/billing/price-list';
import { route, commandContext } from '../platform/http/contract-route';
import { cancelPriceVersion, schedulePriceVersion } from './price-list.commands';
import { offerPricesView, priceListView } from './price-list.view';

const versionOf = (b: SchedulePriceInput): Omit<PriceVersion, 'versionId'> => ({
  effectiveFrom: b.desde,
  prices: b.precios,
  ...(b.pronto_pago ? { early: { untilDay: b.pronto_pago.hasta_dia, discount: b.pronto_pago.descuento } } : {}),
  ...(b.recargo ? { late: { afterDay: b.recargo.despues_dia, surcharge: b.recargo.recargo } } : {}),
});

/**
 * The prices members read before paying (the packages on sale) and, for admins, a package's price list: read it,
 * schedule a version from a day, withdraw one before its day.
 */
export const priceListRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, clock, config } = app.deps;
  const tz = config.studioTz;
  const view = (packageId: number) => priceListView(db, packageId, clock.now(), tz);

  route(app, 'GET /api/precios', async () => offerPricesView(db, clock.now(), tz));

  route(app, 'GET /api/precios/:paqueteId', async (request) => view(Number(request.params.paqueteId)));

  route(app, 'POST /api/precios/programar', async (request, reply) => {
    const packageId = request.body.paqueteId;
    await view(packageId); // a package that never existed is a 404 before anything is decided
    await schedulePriceVersion(db, commandContext(request, app.deps), { packageId, version: versionOf(request.body), tz });
    return reply.code(201).send(await view(packageId));
  });

  route(app, 'POST /api/precios/cancelar', async (request) => {
    const { paqueteId: packageId, version } = request.body;
    await view(packageId);
    await cancelPriceVersion(db, commandContext(request, app.deps), { packageId, versionId: version, tz });
    return view(packageId);
  });
};
