import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sequencePending } from '../../events/store/sequencer';
import { startAsyncProcessors, type RunningProcessors } from '../../projections/runner/async-runner';
import { closureExpiriesReactor } from '../../services/billing/closure-expiries.reactor';
import { chargeDuePlans } from '../../services/billing/monthly-charges.job';
import { bookStandingWeeks } from '../../services/booking/standing-booking.job';
import { createSession } from '../../services/platform/auth/local-sessions';
import { rebuildReports, reportsOf } from '../projections/support/reports-run';
import { jsonUpload, raster } from '../support/receipt-files';
import { createStudio } from '../support/studio-fixture';
import { createTestApp, type TestApp } from '../support/test-app';

type Person = { token: string; userId: string };

/*
 * A quarter of a studio's money on the test clock, against a hand computation. "8 clases" sells by the month at
 * $ 28.000, $ 30.000 from 1 December and $ 32.000 from 1 January (the same for every method). The studio blocks
 * bookings after 10 days en mora (5 days' grace), takes make-ups (14 days, two a month, closures too) and pauses as
 * asked. Ana's turno fijo is Wednesdays at 18:00; Bea ends her plan; Caro sends Bea's very receipt.
 *
 *   02/11  Ana's plan: November charged 28.000 (price as sold); she pays 10.000 efectivo          owes 18.000
 *   02/11  Bea's plan: 28.000; she reports a transfer (op 5001), the bank CSV has it: approved    owes 0
 *   02/11  Caro asks for a package with Bea's very file: comprobante repetido, never approved
 *   18/11  Ana is 11 days en mora: booking Friday is refused; 19/11 she pays 18.000                owes 0
 *   19/11  she cancels Wednesday 25 in time: a make-up right until 02/12; she uses it Friday 27
 *   20/11  Bea ends her plan: it runs until 02/12, December is not charged
 *   02/12  Ana's December charged 30.000 (the first increase); 05/12 she pays it                  owes 0
 *   05/12  the studio closes Wednesday 9 giving the day back: her next monthly date moves to 03/01, and her class that
 *          day becomes a make-up right until 18/12, never used: it runs out
 *   03/01  January charged 32.000 (the second increase); 05/01 she pays 20.000                     owes 12.000
 *   08/01  she pauses from Thursday 14 for 5 days (no class of hers in them): her next date moves from 03/02 to 08/02
 *   01/02  she is en mora (12.000 owed since 03/01)
 * Income in the reports: November 10.000 + 28.000 + 18.000 = 56.000, December 30.000, January 20.000.
 */
describe('a quarter of money: increases, partial payments, a blocking debt, make-ups, a closure, a pause, a cancelled plan, a bank import', () => {
  let t: TestApp;
  let runner: RunningProcessors;
  let admin: Person, ana: Person, bea: Person, caro: Person;
  let wed: number, fri: number, packageId: number;

  const call = (who: Person, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) => t.as(who.token, { method, url, payload });
  const must = async (who: Person, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) => {
    const res = await call(who, method, url, payload);
    if (res.statusCode >= 300) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
    return res.json();
  };
  const account = (who: Person) => must(who, 'POST', '/api/abonos/cuenta', {});
  const pay = (who: Person, monto_centavos: number) => must(admin, 'POST', '/api/abonos/pago', { clerkUserId: who.userId, monto_centavos, medio: 'efectivo' });
  const settle = async () => runner.waitFor((await sequencePending(t.db.handle.db)).head);
  const jobs = async () => {
    await chargeDuePlans({ db: t.db.handle.db, clock: t.clock, studioTz: t.config.studioTz });
    await bookStandingWeeks({ db: t.db.handle.db, clock: t.clock, studioTz: t.config.studioTz });
    await settle();
  };
  const at = async (iso: string) => {
    t.clock.set(iso);
    for (const who of [admin, ana, bea, caro]) who.token = (await createSession(t.db.handle.db, who.userId, t.clock.now(), 1)).token;
    await jobs();
  };
  const bookingOf = async (who: Person, slotId: number, fecha: string) =>
    (await t.db.handle.db.selectFrom('bookings').select('id').where('user_id', '=', who.userId).where('slot_id', '=', slotId).where('fecha', '=', fecha).where('active', '=', true).executeTakeFirstOrThrow()).id;
  const income = async (desde: string, hasta: string) => (await must(admin, 'GET', `/api/reportes/resumen?desde=${desde}&hasta=${hasta}`)).totals.revenue;

  beforeAll(async () => {
    t = await createTestApp({ now: '2026-11-02T10:00:00-03:00' });
    admin = await t.signUp({ firstName: 'Dueña' });
    ana = await t.signUp({ firstName: 'Ana', lastName: 'Paz' });
    bea = await t.signUp({ firstName: 'Bea', lastName: 'Ruiz' });
    caro = await t.signUp({ firstName: 'Caro', lastName: 'Sosa' });
    const studio = await createStudio(t, admin.token, [{ dia_semana: 'Miércoles', hora: '18:00', cupo_maximo: 10 }, { dia_semana: 'Viernes', hora: '18:00', cupo_maximo: 10 }]);
    [wed, fri] = studio.slotIds as [number, number];
    packageId = studio.packageId;
    runner = await startAsyncProcessors(t.db.handle, [reportsOf(t), closureExpiriesReactor({ clock: t.clock, tz: t.config.studioTz })], { pollMs: 50 });
    await must(admin, 'PUT', '/api/abonos/settings', { dias_gracia: 5, reserva_con_deuda: 'bloquear', bloquear_desde_dias: 10, saldo_a_favor: false, aprobar_coincidencias: false });
    await must(admin, 'PUT', '/api/recuperos/ajustes', { activo: true, dias_validez: 14, tope_mensual: 2, recuperar_cierres: true });
    await must(admin, 'PUT', '/api/pausas/ajustes', { pausas_por_anio: 2, dias_por_anio: 30, aprobacion: 'automatica' });
    for (const [desde, price] of [['2026-12-01', 3_000_000], ['2027-01-01', 3_200_000]] as const) {
      await must(admin, 'POST', '/api/precios/programar', { paqueteId: packageId, desde, precios: { efectivo: price, transferencia: price, mercado_pago: price } });
    }
  });
  afterAll(async () => {
    await runner?.stop();
    await t?.close();
  });

  it('November: Ana pays part, Bea pays by a transfer found in the bank\'s CSV, and Caro\'s copy of Bea\'s receipt is flagged', async () => {
    await must(admin, 'POST', '/api/abonos/asignar', { clerkUserId: ana.userId, paqueteId: packageId });
    await pay(ana, 1_000_000);
    await must(ana, 'POST', '/api/reservas/turnoFijo', { horario_id: wed });
    expect(await account(ana)).toMatchObject({ estado: 'debe', debe: 1_800_000, meses: [{ periodo: '2026-11-02', monto: 2_800_000, debe: 1_800_000 }] });

    await must(admin, 'POST', '/api/abonos/asignar', { clerkUserId: bea.userId, paqueteId: packageId });
    const receipt = (await raster('png', 70)).toString('base64');
    await must(bea, 'POST', '/api/abonos/informarPago', { monto_centavos: 2_800_000, medio: 'transferencia', fileData: receipt, operacion: '5001' });
    const csv = ['Fecha;Concepto;Débito;Crédito;Comprobante', '02/11/2026;TRANSF DE RUIZ BEA;;28.000,00;5001'].join('\n');
    const columns = { fecha: 'Fecha', monto: 'Crédito', pagador: 'Concepto', operacion: 'Comprobante' };
    await must(admin, 'POST', '/api/transferencias/importar', { origen: 'banco', csv, columnas: columns });
    const again = await call(admin, 'POST', '/api/transferencias/importar', { origen: 'banco', csv, columnas: columns });
    expect([again.statusCode, again.json().code]).toEqual([409, 'MOVEMENT_ALREADY_IMPORTED']);
    const [beaCheck] = await must(admin, 'GET', '/api/transferencias/comprobantes');
    expect(beaCheck).toMatchObject({ tipo: 'cuota', estado: 'coincide', movimiento: { operacion: '5001' } });
    await must(admin, 'POST', '/api/transferencias/aprobar', { tipo: 'cuota', id: beaCheck.id, movimientoId: beaCheck.movimiento.id });
    expect(await account(bea)).toMatchObject({ estado: 'al_dia', debe: 0 });

    const copy = Buffer.from(receipt, 'base64');
    expect((await call(caro, 'POST', '/api/paquetes/uploadComprobante', jsonUpload(copy, packageId))).statusCode).toBe(201);
    expect(await must(admin, 'GET', '/api/transferencias/comprobantes')).toMatchObject([{ socio: { nombre: 'Caro Sosa' }, estado: 'repetido', repetido_por: 'archivo' }]);
  });

  it('her debt blocks booking past the studio\'s days en mora, and paying it opens booking again', async () => {
    await at('2026-11-18T10:00:00-03:00');
    const refused = await call(ana, 'POST', '/api/reservas/addReserva', { horario_id: fri, fecha: '2026-11-20' });
    expect([refused.statusCode, refused.json().code]).toEqual([409, 'DEBT_BOOKING_BLOCKED']);
    await at('2026-11-19T10:00:00-03:00');
    await pay(ana, 1_800_000);
    expect(await account(ana)).toMatchObject({ estado: 'al_dia', debe: 0, reserva: 'permitida' });
    await must(ana, 'POST', '/api/reservas/addReserva', { horario_id: fri, fecha: '2026-11-20' });
  });

  it('a turno fijo\'s class cancelled in time is recovered on Friday, and Bea ends her plan', async () => {
    await must(ana, 'DELETE', '/api/reservas/deleteReserva', { id: await bookingOf(ana, wed, '2026-11-25') });
    expect((await must(ana, 'POST', '/api/recuperos/estado', {})).disponibles).toMatchObject([{ fecha: '2026-11-25', vence: '2026-12-02' }]);
    expect((await call(ana, 'POST', '/api/recuperos/reservar', { horario_id: fri, fecha: '2026-11-27' })).statusCode).toBe(201);
    await at('2026-11-20T10:00:00-03:00');
    expect((await must(bea, 'POST', '/api/abonos/baja', { motivo: 'Me mudo' })).abono).toMatchObject({ hasta: '2026-12-02', proximo_cobro: null });
  });

  it('December: the first increase charges 30.000; the closed day moves her date a day and leaves a make-up that runs out', async () => {
    await at('2026-12-02T10:00:00-03:00');
    expect(await account(ana)).toMatchObject({ debe: 3_000_000, meses: [{ periodo: '2026-12-02', monto: 3_000_000 }, { periodo: '2026-11-02', monto: 2_800_000, debe: 0 }] });
    expect(await account(bea)).toMatchObject({ debe: 0, meses: [{ periodo: '2026-11-02' }] });
    await at('2026-12-05T10:00:00-03:00');
    await pay(ana, 3_000_000);
    expect((await account(ana)).abono).toMatchObject({ proximo_cobro: '2027-01-02' });
    await must(admin, 'POST', '/api/horarios/closeDate', { fecha: '2026-12-09', motivo: 'Mantenimiento', correr_vencimientos: true });
    await settle();
    expect((await account(ana)).abono).toMatchObject({ proximo_cobro: '2027-01-03' });
    expect((await must(ana, 'POST', '/api/recuperos/estado', {})).disponibles).toMatchObject([{ fecha: '2026-12-09', motivo: 'closure', vence: '2026-12-18' }]);
    await at('2026-12-19T10:00:00-03:00');
    expect((await must(ana, 'POST', '/api/recuperos/estado', {})).disponibles).toEqual([]);
  });

  it('January: the second increase charges 32.000; she pays part and pauses five days, which moves her next date', async () => {
    await at('2027-01-03T10:00:00-03:00');
    expect((await account(ana)).meses[0]).toEqual({ periodo: '2027-01-03', monto: 3_200_000, debe: 3_200_000 });
    await at('2027-01-05T10:00:00-03:00');
    await pay(ana, 2_000_000);
    await at('2027-01-08T10:00:00-03:00');
    await must(ana, 'POST', '/api/pausas/pedir', { desde: '2027-01-14', dias: 5 });
    expect((await account(ana)).abono).toMatchObject({ proximo_cobro: '2027-02-08' });
    await at('2027-02-01T10:00:00-03:00');
  });

  // The hand computation above, as the screens read it: Ana's account and ledger, Bea's, and the month's income.
  const HAND = {
    ana: {
      estado: 'en_mora', debe: 1_200_000, proximo: '2027-02-08',
      meses: [['2027-01-03', 3_200_000, 1_200_000], ['2026-12-02', 3_000_000, 0], ['2026-11-02', 2_800_000, 0]],
      ledger: [
        ['plan', 2_800_000, null, '8 clases'],
        ['cargo', 2_800_000, '2026-11-02', 'Primer mes'],
        ['pago', 1_000_000, '2026-11-02', 'Pago'],
        ['pago', 1_800_000, '2026-11-19', 'Pago'],
        ['cargo', 3_000_000, '2026-12-02', 'Renovación mensual'],
        ['pago', 3_000_000, '2026-12-05', 'Pago'],
        ['fechas', 0, '2027-01-03', 'Estudio cerrado el 09/12'],
        ['cargo', 3_200_000, '2027-01-03', 'Renovación mensual'],
        ['pago', 2_000_000, '2027-01-05', 'Pago'],
        ['fechas', 0, '2027-02-08', 'Pausa del 14/01 al 18/01'],
      ],
    },
    bea: { debe: 0, meses: [['2026-11-02', 2_800_000, 0]] },
    income: { noviembre: 56_000, diciembre: 30_000, enero: 20_000 },
  };
  type Line = { tipo: string; monto: number; periodo: string | null; motivo: string };
  type Month = { periodo: string; monto: number; debe: number };
  const quarter = async () => {
    const [a, b] = [await account(ana), await account(bea)];
    return {
      ana: {
        estado: a.estado, debe: a.debe, proximo: a.abono.proximo_cobro,
        meses: a.meses.map((m: Month) => [m.periodo, m.monto, m.debe]),
        ledger: a.movimientos.map((m: Line) => [m.tipo, m.monto, m.periodo, m.motivo]).toReversed(),
      },
      bea: { debe: b.debe, meses: b.meses.map((m: Month) => [m.periodo, m.monto, m.debe]) },
      income: { noviembre: await income('2026-11-01', '2026-11-30'), diciembre: await income('2026-12-01', '2026-12-31'), enero: await income('2027-01-01', '2027-01-31') },
    };
  };

  it('ends with the balances, ledger and income of the hand computation', async () => {
    expect(await quarter()).toEqual(HAND);
  });

  it('and the same after every read table is rebuilt from the log', async () => {
    const tables = async () => {
      const out: Record<string, unknown> = {};
      for (const table of ['monthly_accounts', 'monthly_charges', 'monthly_ledger', 'member_packages', 'member_makeups', 'member_pauses', 'bank_movements', 'price_versions']) {
        out[table] = JSON.parse(JSON.stringify((await sql`SELECT * FROM ${sql.table(table)} ORDER BY 1, 2`.execute(t.db.handle.db)).rows));
      }
      return out;
    };
    const live = await tables();
    await rebuildReports(t, runner); // every read table and the reports, from 0
    expect(await tables()).toEqual(live);
    expect(await quarter()).toEqual(HAND);
  });
});
