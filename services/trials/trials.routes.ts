import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Lead } from '../../contract/trials';
import { studioTime } from '../../domain/time/studio-time';
import { listLeads, type LeadRow } from '../../projections/trials/trial-leads.queries';
import { findTrialSettings } from '../../projections/trials/trial-settings.queries';
import { route, commandContext } from '../platform/http/contract-route';
import { publicSchedule } from './public-schedule';
import { DEFAULT_TRIAL_SETTINGS } from './trial-settings.decider';
import { actOnTrial, bookTrial, cancelTrial, convertLead, forgetLead, setTrialSettings } from './trials.commands';

// The public schedule refreshes itself every 30 s (web/src/features/trials): 60 a minute per address leaves room
// for a few open tabs behind one address (a studio's wifi) and stops a scraper's flood.
const PUBLIC_READS = { max: 60, timeWindow: '1 minute' };
// A visitor books one trial; a handful an hour per address leaves room for mistakes and shared wifi, not for a script.
const TRIAL_BOOKINGS = { max: 20, timeWindow: '1 hour' };

const stageOf = (r: LeadRow): Lead['etapa'] =>
  r.first_package_at ? 'con_paquete' : r.user_id ? 'socia' : r.trial_attended ? 'vino' : r.trial_status === 'cancelled' ? 'cancelada' : 'prueba';

const leadOf = (r: LeadRow): Lead => ({
  id: r.lead_id,
  nombre: r.nombre,
  email: r.email,
  telefono: r.telefono,
  registrada: r.registered_at.toISOString(),
  prueba: r.trial_fecha
    ? {
        fecha: r.trial_fecha,
        hora: r.trial_hora!,
        disciplina: r.trial_disciplina ?? '',
        estado: r.trial_status === 'pending' ? 'pendiente' : r.trial_status === 'cancelled' ? 'cancelada' : 'confirmada',
        asistio: r.trial_attended ?? false,
      }
    : null,
  socia: r.user_id && r.member_since ? { clerk_user_id: r.user_id, desde: new Date(r.member_since).toISOString() } : null,
  primer_paquete: r.first_package_at ? new Date(r.first_package_at).toISOString() : null,
  etapa: stageOf(r),
});

/** The public schedule and trial classes, staff's actions on a trial, the owner's leads and trial settings. */
export const trialsRoutes: FastifyPluginAsyncTypebox<{ authMode: 'local' | 'clerk' }> = async (app, { authMode }) => {
  const { db, config, clock } = app.deps;
  const tz = config.studioTz;
  const settings = async () => (await findTrialSettings(db)) ?? DEFAULT_TRIAL_SETTINGS;

  route(app, 'GET /api/publico/horario', { config: { rateLimit: PUBLIC_READS } }, async () =>
    publicSchedule(db, studioTime(clock.now(), tz), { name: config.studioName, autoConfirm: (await settings()).autoConfirm }),
  );

  route(app, 'POST /api/publico/clasePrueba', { config: { rateLimit: TRIAL_BOOKINGS } }, async (request) => {
    const b = request.body;
    const { result } = await bookTrial(db, commandContext(request, app.deps), { slotId: b.horario_id, fecha: b.fecha, nombre: b.nombre, email: b.email, telefono: b.telefono, tz });
    return result;
  });

  const onTrial = (type: 'ConfirmTrial' | 'CheckInTrial') => async (request: { body: { id: string } } & Parameters<typeof commandContext>[0]) =>
    (await actOnTrial(db, commandContext(request, app.deps), { type, trialId: request.body.id, tz })).result;
  route(app, 'POST /api/clases/pruebas/confirmar', onTrial('ConfirmTrial'));
  route(app, 'POST /api/clases/pruebas/cancelar', async (request) => (await cancelTrial(db, commandContext(request, app.deps), { trialId: request.body.id, tz })).result);
  route(app, 'POST /api/clases/pruebas/checkIn', onTrial('CheckInTrial'));

  route(app, 'GET /api/interesados', async () => (await listLeads(db)).map(leadOf));

  route(app, 'POST /api/interesados/convertir', async (request) => {
    const { result } = await convertLead(db, commandContext(request, app.deps), { leadId: request.body.id, email: request.body.email, clock, openAccounts: authMode === 'local' });
    return { clerk_user_id: result.userId };
  });

  route(app, 'POST /api/interesados/olvidar', async (request) => (await forgetLead(db, commandContext(request, app.deps), { leadId: request.body.id })).result);

  const settingsView = async () => ({ confirmacion_automatica: (await settings()).autoConfirm });
  route(app, 'GET /api/pruebas/ajustes', settingsView);
  route(app, 'PUT /api/pruebas/ajustes', async (request) => {
    await setTrialSettings(db, commandContext(request, app.deps), { autoConfirm: request.body.confirmacion_automatica });
    return settingsView();
  });
};
