import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { monthlyAccountStream } from '../../events/streams';
import { readStream } from '../../events/store/read';
import { rebuildProjections } from '../../projections/rebuild';
import { chargeDuePlans } from '../../services/billing/monthly-charges.job';
import { inlineProjectors } from '../../services/features';
import { createSession } from '../../services/platform/auth/local-sessions';
import { createStudio } from '../support/studio-fixture';
import { STUDIO_TZ } from '../support/test-clock';
import { raster } from '../support/receipt-files';
import { createTestApp, type TestApp } from '../support/test-app';

// TEST_NOW: Monday 16 November 2026, noon in Buenos Aires. Her plan starts that day, $ 28.000 a month for 8 classes.
const PRICE = 2_800_000;

describe('monthly plans: each month owed, partial payments oldest first, debt that blocks booking, cancel online', () => {
  let t: TestApp;
  let admin: { token: string; userId: string };
  let coach: { token: string; userId: string };
  let ana: { token: string; userId: string };
  let slotId: number;
  let packageId: number;

  const call = (token: string | undefined, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => t.as(token, { method, url, payload });
  const problem = (res: { statusCode: number; json(): { code: string } }) => [res.statusCode, res.json().code];
  const account = async (token = ana.token) => (await call(token, 'POST', '/api/abonos/cuenta', {})).json();
  const streamTypes = async () => (await readStream(t.db.handle.db, monthlyAccountStream(ana.userId).streamId)).events.map((e) => e.type);
  const pay = (monto_centavos: number, more: object = {}) => call(admin.token, 'POST', '/api/abonos/pago', { clerkUserId: ana.userId, monto_centavos, medio: 'transferencia', ...more });
  const credits = async () => t.db.handle.db.selectFrom('member_packages').select(['creditos_restantes', sql<string>`valido_hasta::text`.as('hasta')]).where('user_id', '=', ana.userId).executeTakeFirstOrThrow();
  const book = (fecha: string) => call(ana.token, 'POST', '/api/reservas/addReserva', { fecha, horario_id: slotId });
  // A month on, the first day's sessions have lapsed: they sign in again.
  const later = async (iso: string) => {
    t.clock.set(iso);
    for (const who of [admin, coach, ana]) who.token = (await createSession(t.db.handle.db, who.userId, t.clock.now(), 1)).token;
  };
  const listed = async (estado: string) => (await call(admin.token, 'GET', `/api/usuarios/lista?estado=${estado}`)).json().data.map((r: { clerkUserId: string }) => r.clerkUserId);
  const job = () => chargeDuePlans({ db: t.db.handle.db, clock: t.clock, studioTz: STUDIO_TZ });

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.signUp({ firstName: 'Dueña' });
    coach = await t.signUp({ firstName: 'Profe' });
    const made = await call(admin.token, 'POST', '/api/user/setRole', { clerkUserId: coach.userId, role: 'coach' });
    if (made.statusCode !== 200) throw new Error(`setRole: ${made.statusCode} ${made.body}`);
    ana = await t.signUp({ firstName: 'Ana' });
    const studio = await createStudio(t, admin.token, [{ dia_semana: 'Miércoles', hora: '18:00', cupo_maximo: 10 }]);
    [slotId, packageId] = [studio.slotIds[0]!, studio.packageId];
  });
  afterAll(() => t.close());

  it('starts the plan owing its first month, with the month’s classes until the next monthly date', async () => {
    expect(await account()).toMatchObject({ abono: null, estado: 'al_dia', debe: 0, meses: [] });
    const res = await call(admin.token, 'POST', '/api/abonos/asignar', { clerkUserId: ana.userId, paqueteId: packageId });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      abono: { paquete_id: packageId, nombre: '8 clases', precio_mensual: PRICE, desde: '2026-11-16', proximo_cobro: '2026-12-16', hasta: null, baja: null },
      estado: 'debe', debe: PRICE, dias_vencido: 0, dias_mora: 0, reserva: 'permitida',
      meses: [{ periodo: '2026-11-16', monto: PRICE, debe: PRICE }],
    });
    expect(await credits()).toEqual({ creditos_restantes: 8, hasta: '2026-12-16' });
    expect(problem(await call(admin.token, 'POST', '/api/abonos/asignar', { clerkUserId: ana.userId, paqueteId: packageId }))).toEqual([409, 'MONTHLY_PLAN_ACTIVE']);
  });

  it('takes a partial payment and refuses one above the debt, appending nothing', async () => {
    const res = await pay(1_000_000, { referencia: ' op 123 ', fecha: '2026-11-16' });
    expect(res.json()).toMatchObject({ estado: 'debe', debe: 1_800_000, meses: [{ periodo: '2026-11-16', debe: 1_800_000 }] });
    expect(res.json().movimientos[0]).toMatchObject({ tipo: 'pago', monto: 1_000_000, medio: 'transferencia', referencia: 'op 123' });
    const before = await streamTypes();
    const over = await pay(1_800_001);
    expect(problem(over)).toEqual([409, 'PAYMENT_EXCEEDS_DEBT']);
    expect(over.json().detail).toBe('El pago supera lo que se debe ($ 18.000). Registra como máximo ese monto.');
    expect(problem(await pay(0))).toEqual([400, 'VALIDATION_ERROR']);
    expect(await streamTypes()).toEqual(before);
  });

  it('keeps money to the admins: coaches and other members reach none of it', async () => {
    expect(problem(await call(coach.token, 'POST', '/api/abonos/pago', { clerkUserId: ana.userId, monto_centavos: 100, medio: 'efectivo' }))).toEqual([403, 'ADMIN_ONLY']);
    expect(problem(await call(coach.token, 'POST', '/api/abonos/cuenta', { clerkUserId: ana.userId }))).toEqual([403, 'NOT_YOUR_DATA']);
    const other = await t.signUp({ firstName: 'Otra' });
    expect(problem(await call(other.token, 'POST', '/api/abonos/cuenta', { clerkUserId: ana.userId }))).toEqual([403, 'NOT_YOUR_DATA']);
    expect(problem(await call(other.token, 'POST', '/api/abonos/baja', { clerkUserId: ana.userId }))).toEqual([403, 'NOT_YOUR_DATA']);
    expect(problem(await call(ana.token, 'GET', '/api/abonos/deudas'))).toEqual([403, 'ADMIN_ONLY']);
  });

  it('blocks booking once she is en mora past the studio’s days, and books again when she is al día', async () => {
    const set = await call(admin.token, 'PUT', '/api/abonos/settings', { dias_gracia: 10, reserva_con_deuda: 'bloquear', bloquear_desde_dias: 2, saldo_a_favor: false });
    expect(set.json()).toEqual({ dias_gracia: 10, reserva_con_deuda: 'bloquear', bloquear_desde_dias: 2, saldo_a_favor: false, aprobar_coincidencias: false, aviso_aumento_dias: 7 });
    expect(problem(await call(admin.token, 'PUT', '/api/abonos/settings', { dias_gracia: 61, reserva_con_deuda: 'bloquear', bloquear_desde_dias: 0, saldo_a_favor: false }))).toEqual([400, 'INVALID_BILLING_DAYS']);

    expect(await listed('en_mora')).toEqual([]);
    expect(await listed('debe')).toEqual([ana.userId]);
    t.clock.set('2026-11-27T12:00:00-03:00'); // 11 days after the month's date: one day en mora, warned
    expect(await account()).toMatchObject({ estado: 'en_mora', dias_vencido: 11, dias_mora: 1, reserva: 'aviso' });
    expect((await book('2026-12-02')).statusCode).toBe(200);

    t.clock.set('2026-11-28T12:00:00-03:00'); // two days en mora: refused
    expect(await account()).toMatchObject({ dias_mora: 2, reserva: 'bloqueada' });
    const refused = await book('2026-12-09');
    expect(problem(refused)).toEqual([409, 'DEBT_BOOKING_BLOCKED']);
    expect(refused.json().detail).toBe('Tu cuota está en mora hace 2 días: ponte al día para reservar.');
    // Joining a waitlist meets the same rule (a promotion skips her with it; a turno fijo's week too).
    expect(problem(await call(ana.token, 'POST', '/api/reservas/joinWaitlist', { fecha: '2026-12-09', horario_id: slotId }))).toEqual([409, 'DEBT_BOOKING_BLOCKED']);
    expect((await call(admin.token, 'GET', '/api/abonos/deudas')).json()).toEqual([{ clerkUserId: ana.userId, estado: 'en_mora', debe: 1_800_000, dias_mora: 2 }]);

    expect(await listed('en_mora')).toEqual([ana.userId]);
    expect(await listed('debe')).toEqual([ana.userId]);
    expect((await call(admin.token, 'GET', '/api/reportes/inicio')).json().enMora).toBe(1);
    // The class console's badge: the admin's answer names her, a coach's names nobody.
    const standings = (token: string) => call(token, 'POST', '/api/abonos/estados', { clerkUserIds: [ana.userId, coach.userId] });
    expect((await standings(admin.token)).json()).toEqual([{ clerkUserId: ana.userId, estado: 'en_mora', debe: 1_800_000, dias_mora: 2 }]);
    expect((await standings(coach.token)).json()).toEqual([]);

    expect((await pay(1_800_000, { medio: 'efectivo' })).json()).toMatchObject({ estado: 'al_dia', debe: 0, reserva: 'permitida' });
    expect(await listed('debe')).toEqual([]);
    expect((await book('2026-12-09')).statusCode).toBe(200);
  });

  it('charges each monthly date once, renewing her classes whether or not she paid', async () => {
    await later('2026-12-16T09:00:00-03:00');
    expect(await job()).toBe(1);
    expect(await job()).toBe(0);
    expect(await credits()).toEqual({ creditos_restantes: 8, hasta: '2027-01-16' });
    expect(await account()).toMatchObject({ estado: 'debe', debe: PRICE, abono: { proximo_cobro: '2027-01-16' }, meses: [{ periodo: '2026-12-16', debe: PRICE }, { periodo: '2026-11-16', debe: 0 }] });
  });

  it('takes her own report of a transfer with its receipt: approved it is the payment, the same file twice is refused', async () => {
    const receipt = (await raster('png', 24)).toString('base64');
    const report = (monto_centavos: number, fileData = receipt) => call(ana.token, 'POST', '/api/abonos/informarPago', { monto_centavos, medio: 'transferencia', fileData });
    expect(problem(await report(PRICE + 1))).toEqual([409, 'PAYMENT_EXCEEDS_DEBT']);
    const sent = await report(1_000_000);
    expect(sent.statusCode).toBe(201);
    const { reportId, comprobante_url } = sent.json();
    expect(problem(await report(500_000, (await raster('png', 30)).toString('base64')))).toEqual([409, 'PAYMENT_REPORT_PENDING']);
    expect((await account()).informe).toMatchObject({ id: reportId, monto: 1_000_000, medio: 'transferencia', fecha: '2026-12-16', estado: 'pendiente' });
    expect((await call(ana.token, 'GET', comprobante_url)).statusCode).toBe(200);
    expect(problem(await call(coach.token, 'GET', comprobante_url))).toEqual([403, 'NOT_YOUR_DATA']);
    expect(problem(await call(ana.token, 'POST', '/api/abonos/aprobarPago', { reportId }))).toEqual([403, 'ADMIN_ONLY']);

    const approved = await call(admin.token, 'POST', '/api/abonos/aprobarPago', { reportId });
    expect(approved.json()).toMatchObject({ debe: PRICE - 1_000_000, informe: { estado: 'aprobado' } });
    expect(approved.json().movimientos[0]).toMatchObject({ tipo: 'pago', monto: 1_000_000, medio: 'transferencia', periodo: '2026-12-16' });
    expect(problem(await call(admin.token, 'POST', '/api/abonos/aprobarPago', { reportId }))).toEqual([409, 'PAYMENT_REPORT_NOT_PENDING']);

    // The same receipt again is "comprobante repetido"; another one, rejected, gives her the reason.
    const repeated = await report(500_000);
    expect(problem(repeated)).toEqual([409, 'RECEIPT_REPEATED']);
    const other = (await report(500_000, (await raster('png', 30)).toString('base64'))).json();
    expect(problem(await call(admin.token, 'POST', '/api/abonos/rechazarPago', { reportId: other.reportId, motivo: ' ' }))).toEqual([400, 'REASON_REQUIRED']);
    const rejected = await call(admin.token, 'POST', '/api/abonos/rechazarPago', { reportId: other.reportId, motivo: 'No llegó la transferencia' });
    expect(rejected.json()).toMatchObject({ debe: PRICE - 1_000_000, informe: { estado: 'rechazado', motivo: 'No llegó la transferencia' } });
    expect((await call(admin.token, 'POST', '/api/abonos/pago', { clerkUserId: ana.userId, monto_centavos: 1_000_000, medio: 'efectivo' })).json().debe).toBe(PRICE - 2_000_000);
  });

  it('discounts and writes off a month only with a reason, never above what it owes', async () => {
    expect(problem(await call(admin.token, 'POST', '/api/abonos/descuento', { clerkUserId: ana.userId, periodo: '2026-12-16', monto_centavos: PRICE + 1, motivo: 'Familia' }))).toEqual([409, 'DISCOUNT_EXCEEDS_OWED']);
    expect(problem(await call(admin.token, 'POST', '/api/abonos/condonar', { clerkUserId: ana.userId, periodo: '2026-11-16', motivo: 'Mes cerrado' }))).toEqual([409, 'NOTHING_OWED']);
    expect(problem(await call(admin.token, 'POST', '/api/abonos/descuento', { clerkUserId: ana.userId, periodo: '2026-12-16', monto_centavos: 100, motivo: ' ' }))).toEqual([400, 'VALIDATION_ERROR']);
    const discounted = await call(admin.token, 'POST', '/api/abonos/descuento', { clerkUserId: ana.userId, periodo: '2026-12-16', monto_centavos: 280_000, motivo: 'Descuento familiar' });
    expect(discounted.json()).toMatchObject({ debe: 520_000 });
    expect(discounted.json().movimientos[0]).toMatchObject({ tipo: 'descuento', monto: 280_000, periodo: '2026-12-16', motivo: 'Descuento familiar' });
    const written = await call(admin.token, 'POST', '/api/abonos/condonar', { clerkUserId: ana.userId, periodo: '2026-12-16', motivo: 'Lesión' });
    expect(written.json()).toMatchObject({ estado: 'al_dia', debe: 0 });
    expect(written.json().movimientos[0]).toMatchObject({ tipo: 'condonacion', monto: 520_000, motivo: 'Lesión' });
  });

  it('lets her end her own plan online: it runs to the next monthly date, which is not charged', async () => {
    await later('2026-12-20T10:00:00-03:00');
    const res = await call(ana.token, 'POST', '/api/abonos/baja', {});
    expect(res.statusCode).toBe(200);
    expect(res.json().abono).toMatchObject({ hasta: '2027-01-16', proximo_cobro: null, baja: { motivo: 'Baja pedida por el socio', por_socio: true } });
    const again = await call(ana.token, 'POST', '/api/abonos/baja', {});
    expect(problem(again)).toEqual([409, 'MONTHLY_PLAN_ENDING']);
    expect(again.json().detail).toBe('El abono ya está dado de baja: puedes usarlo hasta el 15/01.');
    await later('2027-01-16T10:00:00-03:00');
    expect(await job()).toBe(0);
    expect(await account()).toMatchObject({ abono: null, estado: 'al_dia', debe: 0 });
    expect(await streamTypes()).toEqual([
      'MonthlyPlanAssigned', 'MonthlyChargeDue', 'MonthlyPaymentRecorded', 'MonthlyPaymentRecorded', 'MonthlyChargeDue',
      'MonthlyPaymentReported', 'MonthlyPaymentRecorded', 'MonthlyPaymentReported', 'MonthlyPaymentReportRejected', 'MonthlyPaymentRecorded',
      'MonthlyDiscountGranted', 'MonthlyDebtWrittenOff', 'MonthlyPlanCancelled',
    ]);
  });

  it('rebuilds the same accounts, months and ledger from the log', async () => {
    const tables = async () => {
      const out: Record<string, unknown> = {};
      for (const table of ['billing_settings', 'monthly_accounts', 'monthly_charges', 'monthly_ledger', 'monthly_payment_reports']) {
        out[table] = JSON.parse(JSON.stringify((await sql`SELECT * FROM ${sql.table(table)} ORDER BY 1, 2`.execute(t.db.handle.db)).rows));
      }
      return out;
    };
    const live = await tables();
    await rebuildProjections(t.db.handle.db, { projectors: inlineProjectors() });
    expect(await tables()).toEqual(live);
  });
});
