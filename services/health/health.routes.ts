import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { HealthSettingsView, HealthStatusView } from '../../contract/health';
import { findCurrentTerms, findStatementExpiry, listAcceptances, listClassHealth } from '../../projections/health/health.queries';
import { statementStanding, statementValidOn } from '../../domain/health/statement-validity';
import { studioTime } from '../../domain/time/studio-time';
import { requireIdentity } from '../platform/auth/identity';
import { route, commandContext } from '../platform/http/contract-route';
import { acceptTerms, healthSettingsOf, publishTerms, setHealthSettings } from './health.commands';
import type { HealthSettings } from './health-settings.decider';

const settingsView = (s: HealthSettings): HealthSettingsView => ({ modo: s.mode, certificado_siempre: s.certificateAlways, vigencia_dias: s.validityDays });

/** The studio's settings and terms, a member's standing and acceptance, and the class console's flag. */
export const healthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, clock, config } = app.deps;
  const today = () => studioTime(clock.now(), config.studioTz).date;

  route(app, 'GET /api/salud/settings', async () => settingsView(await healthSettingsOf(db)));

  route(app, 'PUT /api/salud/settings', async (request) => {
    const b = request.body;
    await setHealthSettings(db, commandContext(request, app.deps), { mode: b.modo, certificateAlways: b.certificado_siempre, validityDays: b.vigencia_dias });
    return settingsView(await healthSettingsOf(db));
  });

  route(app, 'GET /api/salud/terminos', async () => {
    const t = await findCurrentTerms(db);
    return t ? { version: t.version, terminos: t.terms, deslinde: t.waiver, publicado: t.publishedAt } : { version: null };
  });

  route(app, 'PUT /api/salud/terminos', async (request) => {
    await publishTerms(db, commandContext(request, app.deps), { terms: request.body.terminos, waiver: request.body.deslinde });
    const t = (await findCurrentTerms(db))!;
    return { version: t.version, terminos: t.terms, deslinde: t.waiver, publicado: t.publishedAt };
  });

  route(app, 'POST /api/salud/terminos/aceptar', async (request) => {
    const { userId } = requireIdentity(request);
    await acceptTerms(db, commandContext(request, app.deps), { userId, version: request.body.version });
    const accepted = (await listAcceptances(db, userId)).find((a) => a.version === request.body.version)!;
    return { version: accepted.version, aceptado: accepted.acceptedAt };
  });

  route(app, 'GET /api/salud/estado', async (request): Promise<HealthStatusView> => {
    const { userId } = requireIdentity(request);
    const [settings, terms, acceptances, expiresOn] = await Promise.all([healthSettingsOf(db), findCurrentTerms(db), listAcceptances(db, userId), findStatementExpiry(db, userId)]);
    return {
      modo: settings.mode,
      certificado_siempre: settings.certificateAlways,
      declaracion: { estado: statementStanding(expiresOn, today()), vence: expiresOn },
      terminos: terms ? { version: terms.version, pendiente: !acceptances.some((a) => a.version === terms.version) } : null,
    };
  });

  // Coaches see who lacks a valid statement and whom to call in an emergency; the answers stay with admins and the member.
  route(app, 'POST /api/salud/clase', async (request) => {
    const [settings, rows] = await Promise.all([healthSettingsOf(db), listClassHealth(db, request.body.horario_id, request.body.fecha)]);
    const day = today();
    return {
      pide_declaracion: settings.mode !== 'no_pedir',
      socios: rows.map((r) => ({
        clerk_user_id: r.user_id,
        declaracion_vigente: statementValidOn(r.expires_on, day),
        contacto_emergencia: r.emergency_name === null ? null : { nombre: r.emergency_name, telefono: r.emergency_phone ?? '' },
      })),
    };
  });
};
