import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { ApprovalTerms, PackageSettingsView } from '../../contract/packages';
import { findPackageSettings } from '../../projections/packages/package-settings.queries';
import type { Db } from '../../db/database';
import { approvalTerms, assignmentTerms, setPackageSettings } from './member-package.commands';
import { DEFAULT_PACKAGE_SETTINGS } from './package-settings.decider';
import { route, commandContext } from '../platform/http/contract-route';

type Terms = Awaited<ReturnType<typeof approvalTerms>>;
const termsView = (t: Terms): ApprovalTerms => ({
  tipo: t.kind,
  valido_desde: t.validFrom,
  valido_hasta: t.validUntil,
  creditos: t.credits,
  cantidad_clases: t.monthlyCredits,
  prorrateado: t.prorated,
  mes_siguiente: t.nextMonth,
});

const settingsOf = async (db: Db) => (await findPackageSettings(db)) ?? DEFAULT_PACKAGE_SETTINGS;

/** The studio's package settings (admin), the transfer details members pay to, and the terms an approval gives. */
export const packageSettingsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, clock, config } = app.deps;

  const view = async (): Promise<PackageSettingsView> => {
    const s = await settingsOf(db);
    return { vigencia: s.validity, dias: s.days, inicio_a_mitad_de_mes: s.midMonth, alias: s.alias, cbu: s.cbu, titular: s.holder };
  };

  route(app, 'GET /api/paquetes/settings', view);

  route(app, 'PUT /api/paquetes/settings', async (request) => {
    const b = request.body;
    await setPackageSettings(db, commandContext(request, app.deps), {
      validity: b.vigencia,
      days: b.dias ?? null,
      midMonth: b.inicio_a_mitad_de_mes,
      alias: b.alias,
      cbu: b.cbu,
      holder: b.titular,
    });
    return view();
  });

  // Any signed-in member: shown on /paquetes beside the request form.
  route(app, 'GET /api/paquetes/datosPago', async () => {
    const { alias, cbu, holder } = await settingsOf(db);
    return { alias, cbu, titular: holder };
  });

  route(app, 'POST /api/paquetes/approvalTerms', async (request) =>
    termsView(await approvalTerms(db, clock.now(), { requestId: request.body.requestId, tz: config.studioTz })));

  route(app, 'POST /api/paquetes/assignmentTerms', async (request) =>
    termsView(await assignmentTerms(db, clock.now(), { packageId: request.body.paqueteId, tz: config.studioTz })));
};
