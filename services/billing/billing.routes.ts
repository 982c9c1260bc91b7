import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { BillingSettingsSchema, PlanModeSchema } from '../../contract/billing';
import type { MonthlyAllowance } from '../../events/catalog/billing.events';
import { MAX_CLASSES_PER_WEEK } from '../../domain/billing/plan-allowance';
import type { Static } from 'typebox';
import { fail } from '../../events/framework/errors';
import type { BillingSettings } from '../../domain/billing/billing-settings';
import { findUser } from '../../projections/membership/users.queries';
import type { Db } from '../../db/database';
import { actingOn, requireIdentity } from '../platform/auth/identity';
import { route, commandContext } from '../platform/http/contract-route';
import { assignMonthlyPlan, billingSettingsOf, cancelMonthlyPlan, grantDiscount, recordPayment, setBillingSettings, writeOffDebt } from './billing.commands';
import { debtorsView, monthlyAccountView } from './monthly-account.view';

const settingsView = (s: BillingSettings): Static<typeof BillingSettingsSchema> => ({
  dias_gracia: s.graceDays, reserva_con_deuda: s.debtBooking.mode, bloquear_desde_dias: s.debtBooking.blockAfterDays, saldo_a_favor: s.allowCredit, aprobar_coincidencias: s.autoApproveMatched, aviso_aumento_dias: s.priceNoticeDays,
});

/** The admin's choice of how the months give classes; absent, the package's classes a month. */
function allowanceOf(mode: Static<typeof PlanModeSchema> | undefined, perWeek: number | undefined): MonthlyAllowance | undefined {
  if (mode === 'libre') return { kind: 'libre' };
  if (mode !== 'por_semana') return undefined;
  if (perWeek === undefined) throw fail('INVALID_ALLOWANCE', { max: MAX_CLASSES_PER_WEEK });
  return { kind: 'por_semana', classes: perWeek };
}

async function requireUser(db: Db, userId: string) {
  if (!(await findUser(db, userId))) throw fail('USER_NOT_FOUND');
}

/** The studio's billing rules, a member's monthly account, what staff record on it, and her own cancellation. */
export const billingRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, clock, config } = app.deps;
  const tz = config.studioTz;
  const view = (userId: string) => monthlyAccountView(db, userId, clock.now(), tz);

  route(app, 'GET /api/abonos/settings', async () => settingsView(await billingSettingsOf(db)));

  route(app, 'PUT /api/abonos/settings', async (request) => {
    const b = request.body;
    // Left out (an older page), the rule for matched receipts stays as it is.
    const saved = await billingSettingsOf(db);
    const autoApproveMatched = b.aprobar_coincidencias ?? saved.autoApproveMatched;
    await setBillingSettings(db, commandContext(request, app.deps), {
      graceDays: b.dias_gracia, debtBooking: { mode: b.reserva_con_deuda, blockAfterDays: b.bloquear_desde_dias }, allowCredit: b.saldo_a_favor, autoApproveMatched, priceNoticeDays: b.aviso_aumento_dias ?? saved.priceNoticeDays,
    });
    return settingsView(await billingSettingsOf(db));
  });

  route(app, 'POST /api/abonos/cuenta', async (request) => view(actingOn(request, request.body?.clerkUserId)));

  route(app, 'POST /api/abonos/asignar', async (request) => {
    const { clerkUserId: userId, paqueteId, desde, modalidad, clases_por_semana } = request.body;
    await requireUser(db, userId);
    await assignMonthlyPlan(db, commandContext(request, app.deps), { userId, packageId: paqueteId, startsOn: desde, allowance: allowanceOf(modalidad, clases_por_semana), tz });
    return view(userId);
  });

  route(app, 'POST /api/abonos/pago', async (request) => {
    const { clerkUserId: userId, monto_centavos, medio, fecha, referencia } = request.body;
    await requireUser(db, userId);
    await recordPayment(db, commandContext(request, app.deps), { userId, amount: monto_centavos, method: medio, paidOn: fecha, reference: referencia, tz });
    return view(userId);
  });

  route(app, 'POST /api/abonos/descuento', async (request) => {
    const { clerkUserId: userId, periodo, monto_centavos, motivo } = request.body;
    await requireUser(db, userId);
    await grantDiscount(db, commandContext(request, app.deps), { userId, period: periodo, amount: monto_centavos, reason: motivo, tz });
    return view(userId);
  });

  route(app, 'POST /api/abonos/condonar', async (request) => {
    const { clerkUserId: userId, periodo, motivo } = request.body;
    await requireUser(db, userId);
    await writeOffDebt(db, commandContext(request, app.deps), { userId, period: periodo, reason: motivo, tz });
    return view(userId);
  });

  route(app, 'POST /api/abonos/baja', async (request) => {
    const userId = actingOn(request, request.body.clerkUserId);
    const byMember = userId === requireIdentity(request).userId;
    await requireUser(db, userId);
    await cancelMonthlyPlan(db, commandContext(request, app.deps), { userId, reason: request.body.motivo?.trim() || (byMember ? 'Baja pedida por el socio' : 'Baja del estudio'), byMember, tz });
    return view(userId);
  });

  route(app, 'GET /api/abonos/deudas', async () => debtorsView(db, clock.now(), tz));

  route(app, 'POST /api/abonos/estados', async (request) => {
    if (requireIdentity(request).role !== 'admin') return [];
    const asked = new Set(request.body.clerkUserIds);
    return (await debtorsView(db, clock.now(), tz, [...asked])).filter((d) => d.estado !== 'al_dia');
  });
};
