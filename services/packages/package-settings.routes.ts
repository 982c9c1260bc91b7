import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { ApprovalTerms, PackageSettingsView } from '../../contract/packages';
import { packagesApi } from '../../contract/routes/packages';
import { findPackageSettings } from '../../projections/packages/package-settings.queries';
import { commandContext } from '../platform/deps';
import type { Db } from '../../db/database';
import { approvalTerms, assignmentTerms, setPackageSettings } from './member-package.commands';
import { DEFAULT_PACKAGE_SETTINGS } from './package-settings.decider';

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
  const admin = { access: 'admin' as const };

  const view = async (): Promise<PackageSettingsView> => {
    const s = await settingsOf(db);
    return { vigencia: s.validity, dias: s.days, inicio_a_mitad_de_mes: s.midMonth, alias: s.alias, cbu: s.cbu, titular: s.holder };
  };

  app.get('/api/paquetes/settings', { config: admin, schema: packagesApi['GET /api/paquetes/settings'] }, view);

  app.put('/api/paquetes/settings', { config: admin, schema: packagesApi['PUT /api/paquetes/settings'] }, async (request) => {
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
  app.get('/api/paquetes/datosPago', { schema: packagesApi['GET /api/paquetes/datosPago'] }, async () => {
    const { alias, cbu, holder } = await settingsOf(db);
    return { alias, cbu, titular: holder };
  });

  app.post('/api/paquetes/approvalTerms', { config: admin, schema: packagesApi['POST /api/paquetes/approvalTerms'] }, async (request) =>
    termsView(await approvalTerms(db, clock.now(), { requestId: request.body.requestId, tz: config.studioTz })));

  app.post('/api/paquetes/assignmentTerms', { config: admin, schema: packagesApi['POST /api/paquetes/assignmentTerms'] }, async (request) =>
    termsView(await assignmentTerms(db, clock.now(), { packageId: request.body.paqueteId, tz: config.studioTz })));
};
