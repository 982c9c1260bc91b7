import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberStream, monthlyAccountStream, priceListStream } from '../../events/streams';
import { readStream } from '../../events/store/read';
import { rebuildProjections } from '../../projections/rebuild';
import { chargeDuePlans } from '../../services/billing/monthly-charges.job';
import { inlineProjectors } from '../../services/features';
import { createSession } from '../../services/platform/auth/local-sessions';
import { createStudio, giveCredits } from '../support/studio-fixture';
import { STUDIO_TZ } from '../support/test-clock';
import { createTestApp, type TestApp } from '../support/test-app';

// TEST_NOW: Monday 16 November 2026, noon in Buenos Aires. Ana's plan (8 clases, $ 28.000) starts that day; from 10
// December its list is $ 30.000 cash, $ 31.000 transfer, $ 32.000 Mercado Pago, $ 2.000 off until the 5th day of her
// month and $ 3.000 more after the 10th. The studio tells its members 7 days ahead (its default).
const prices = { efectivo: 3_000_000, transferencia: 3_100_000, mercado_pago: 3_200_000 };
const rules = { pronto_pago: { hasta_dia: 5, descuento: 200_000 }, recargo: { despues_dia: 10, recargo: 300_000 } };

describe('price lists: versions per method from a day, charged at the one in effect, told ahead, early price and late surcharge', () => {
  let t: TestApp;
  let admin: { token: string; userId: string };
  let coach: { token: string; userId: string };
  let ana: { token: string; userId: string };
  let bea: { token: string; userId: string };
  let packageId: number;

  const call = (token: string | undefined, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => t.as(token, { method, url, payload });
  const problem = (res: { statusCode: number; json(): { code: string; detail: string } }) => [res.statusCode, res.json().code, res.json().detail];
  const schedule = (desde: string, more: object = {}) => call(admin.token, 'POST', '/api/precios/programar', { paqueteId: packageId, desde, precios: prices, ...rules, ...more });
  const list = async () => (await call(admin.token, 'GET', `/api/precios/${packageId}`)).json();
  const account = async () => (await call(ana.token, 'POST', '/api/abonos/cuenta', {})).json();
  const listEvents = async () => (await readStream(t.db.handle.db, priceListStream(packageId).streamId)).events.map((e) => e.type);
  const accountEvents = async () => (await readStream(t.db.handle.db, monthlyAccountStream(ana.userId).streamId)).events;
  const later = async (iso: string) => {
    t.clock.set(iso);
    for (const who of [admin, coach, ana, bea]) who.token = (await createSession(t.db.handle.db, who.userId, t.clock.now(), 1)).token;
  };
  const job = () => chargeDuePlans({ db: t.db.handle.db, clock: t.clock, studioTz: STUDIO_TZ });

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.signUp({ firstName: 'Dueña' });
    coach = await t.signUp({ firstName: 'Profe' });
    const made = await call(admin.token, 'POST', '/api/user/setRole', { clerkUserId: coach.userId, role: 'coach' });
    if (made.statusCode !== 200) throw new Error(`setRole: ${made.statusCode} ${made.body}`);
    ana = await t.signUp({ firstName: 'Ana' });
    bea = await t.signUp({ firstName: 'Bea' });
    packageId = (await createStudio(t, admin.token, [{ dia_semana: 'Miércoles', hora: '18:00', cupo_maximo: 10 }])).packageId;
    for (const [url, payload] of [['/api/abonos/asignar', { clerkUserId: ana.userId, paqueteId: packageId }], ['/api/abonos/pago', { clerkUserId: ana.userId, monto_centavos: 2_800_000, medio: 'efectivo' }]] as const) {
      const res = await call(admin.token, 'POST', url, payload);
      if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
    }
    await giveCredits(t, bea.userId, packageId, 8, '2026-12-31');
  });
  afterAll(() => t.close());

  it('shows only admins the price list: today’s price, no versions yet, and the notice days among the settings', async () => {
    expect((await call(coach.token, 'GET', `/api/precios/${packageId}`)).statusCode).toBe(403);
    expect((await call(ana.token, 'POST', '/api/precios/programar', { paqueteId: packageId, desde: '2026-12-10', precios: prices })).statusCode).toBe(403);
    expect(await list()).toEqual({ paqueteId: packageId, precio_actual: 2_800_000, versiones: [] });
    expect((await call(admin.token, 'GET', '/api/abonos/settings')).json()).toMatchObject({ aviso_aumento_dias: 7 });
    expect((await call(admin.token, 'GET', '/api/precios/999')).statusCode).toBe(404);
  });

  it('refuses a version in the past, bad amounts or days, and writes nothing', async () => {
    expect(problem(await schedule('2026-11-15'))).toEqual([400, 'PRICE_VERSION_IN_PAST', 'Un precio nuevo puede regir desde hoy: elige hoy o una fecha futura.']);
    expect((await schedule('2026-12-10', { precios: { ...prices, efectivo: 0 } })).statusCode).toBe(400);
    expect(problem(await schedule('2026-12-10', { pronto_pago: { hasta_dia: 12, descuento: 100 } }))[1]).toBe('PRICE_RULE_DAYS_INVALID');
    expect(problem(await schedule('2026-12-10', { pronto_pago: { hasta_dia: 5, descuento: 3_000_000 } }))[1]).toBe('PRICE_DISCOUNT_TOO_HIGH');
    expect((await call(admin.token, 'POST', '/api/precios/programar', { paqueteId: 999, desde: '2026-12-10', precios: prices })).statusCode).toBe(404);
    expect(await listEvents()).toEqual([]);
  });

  it('schedules a version ahead, refuses a second on its day, and withdraws one before its day', async () => {
    const made = await schedule('2026-12-10');
    expect(made.statusCode).toBe(201);
    expect(made.json().versiones).toEqual([{ version: 1, desde: '2026-12-10', precios: prices, precio_lista: 3_200_000, pronto_pago: { hasta_dia: 5, descuento: 200_000 }, recargo: { despues_dia: 10, recargo: 300_000 }, estado: 'programada' }]);
    expect(problem(await schedule('2026-12-10'))).toEqual([409, 'PRICE_VERSION_DATE_TAKEN', 'Ya hay precios que rigen desde el 10/12: cancélalos antes o elige otra fecha.']);
    expect((await schedule('2027-03-01')).statusCode).toBe(201);
    const cancelled = await call(admin.token, 'POST', '/api/precios/cancelar', { paqueteId: packageId, version: 2 });
    expect(cancelled.json().versiones.map((v: { estado: string }) => v.estado)).toEqual(['programada', 'cancelada']);
    expect(problem(await call(admin.token, 'POST', '/api/precios/cancelar', { paqueteId: packageId, version: 2 }))[1]).toBe('PRICE_VERSION_NOT_FOUND');
    expect((await account()).abono.proximo_precio).toBeUndefined();
  });

  it('shows every signed-in member the prices on sale by method and the next version, never a withdrawn one', async () => {
    // A package taken off sale keeps its list, but no one reads it on offer; one without a list is not listed.
    const gone = (await call(admin.token, 'PUT', '/api/paquetes/addPaquete', { nombre: '4 clases', cantidad_clases: 4, precio: 18_000 })).json().id;
    expect((await call(admin.token, 'POST', '/api/precios/programar', { paqueteId: gone, desde: '2026-12-01', precios: prices })).statusCode).toBe(201);
    expect((await call(admin.token, 'POST', '/api/paquetes/deletePaquete', { id: gone })).statusCode).toBe(200);
    await call(admin.token, 'PUT', '/api/paquetes/addPaquete', { nombre: '12 clases', cantidad_clases: 12, precio: 40_000 });
    const offer = await call(bea.token, 'GET', '/api/precios');
    expect(offer.statusCode).toBe(200);
    expect(offer.json()).toEqual([{ paqueteId: packageId, precios: null, proxima: { desde: '2026-12-10', precio_lista: 3_200_000, precios: prices } }]);
    expect((await call(undefined, 'GET', '/api/precios')).statusCode).toBe(401);
  });

  it('tells her the new price 7 days before the month it prices, once, and shows it on her plan; the package’s holders are told too', async () => {
    await later('2026-12-08T12:00:00-03:00');
    await job();
    expect((await accountEvents()).map((e) => e.type)).not.toContain('MonthlyPriceIncreaseAnnounced');
    await later('2026-12-09T12:00:00-03:00');
    await job();
    await job();
    expect((await accountEvents()).filter((e) => e.type === 'MonthlyPriceIncreaseAnnounced').map((e) => e.data)).toEqual([{ userId: ana.userId, planId: packageId, versionId: 1, amount: 3_200_000, firstPeriod: '2026-12-16' }]);
    expect((await account()).abono).toMatchObject({ precio_mensual: 2_800_000, proximo_precio: { desde: '2026-12-16', monto: 3_200_000, precios: prices } });
    // Bea holds the package by credits: she was told too, once, from 7 days before the version's day; Ana by her plan.
    const toldHolders = (await readStream(t.db.handle.db, priceListStream(packageId).streamId)).events.filter((e) => e.type === 'PriceVersionAnnounced');
    expect(toldHolders.map((e) => e.data)).toEqual([{ packageId, versionId: 1, effectiveFrom: '2026-12-10', price: 3_200_000, userIds: [bea.userId] }]);
  });

  it('makes the package’s price the version’s on its day, which a sale then records and which cannot be withdrawn', async () => {
    await later('2026-12-10T12:00:00-03:00');
    await job();
    expect((await call(admin.token, 'GET', '/api/paquetes/getPaquetes')).json()[0]).toMatchObject({ id: packageId, precio: 32_000 });
    expect(await list()).toMatchObject({ precio_actual: 3_200_000, versiones: [{ version: 1, estado: 'vigente' }, { version: 2, estado: 'cancelada' }] });
    expect(problem(await call(admin.token, 'POST', '/api/precios/cancelar', { paqueteId: packageId, version: 1 }))[1]).toBe('PRICE_VERSION_IN_EFFECT');
    expect((await call(bea.token, 'GET', '/api/precios')).json()).toEqual([{ paqueteId: packageId, precios: prices, proxima: null }]);
    const edit = (precio: number) => call(admin.token, 'PUT', `/api/paquetes/updatePaquete/${packageId}`, { nombre: '8 clases', cantidad_clases: 8, precio });
    expect(problem(await edit(35_000))[1]).toBe('PACKAGE_PRICE_FROM_LIST');
    expect((await edit(32_000)).statusCode).toBe(200);
    await giveCredits(t, bea.userId, packageId, 8, '2027-01-10');
    const sold = (await readStream(t.db.handle.db, memberStream(bea.userId).streamId)).events.findLast((e) => e.type === 'PackageAssigned');
    expect(sold?.data).toMatchObject({ packageId, priceVersion: 1 });
  });

  it('charges her next month at the version in effect, keeps the month paid at its price, and gives the cash and early prices as lines', async () => {
    await later('2026-12-16T12:00:00-03:00');
    await job();
    const charged = (await accountEvents()).filter((e) => e.type === 'MonthlyChargeDue').map((e) => e.data);
    expect(charged).toMatchObject([{ period: '2026-11-16', amount: 2_800_000 }, { period: '2026-12-16', amount: 3_200_000, priceVersion: 1 }]);
    const plan = (await account()).abono;
    expect([plan.precio_mensual, plan.proximo_precio]).toEqual([3_200_000, undefined]);
    const paid = await call(admin.token, 'POST', '/api/abonos/pago', { clerkUserId: ana.userId, monto_centavos: 2_800_000, medio: 'efectivo', fecha: '2026-12-20' });
    expect(paid.json()).toMatchObject({ estado: 'al_dia', debe: 0, meses: [{ periodo: '2026-12-16', monto: 3_200_000, debe: 0 }, { periodo: '2026-11-16', monto: 2_800_000, debe: 0 }] });
    expect(paid.json().movimientos.slice(0, 3).map((l: { tipo: string; monto: number; motivo: string }) => [l.tipo, l.monto, l.motivo])).toEqual([
      ['pago', 2_800_000, 'Pago'], ['descuento', 200_000, 'Pronto pago'], ['descuento', 200_000, 'Precio en efectivo'],
    ]);
  });

  it('surcharges a month still owed after the late day, once', async () => {
    await later('2027-01-16T12:00:00-03:00');
    await job();
    await later('2027-01-25T12:00:00-03:00');
    await job();
    expect((await account()).debe).toBe(3_200_000);
    await later('2027-01-26T12:00:00-03:00');
    await job();
    await job();
    const a = await account();
    expect(a.debe).toBe(3_500_000);
    expect(a.movimientos[0]).toMatchObject({ tipo: 'recargo', monto: 300_000, periodo: '2027-01-16', motivo: 'Recargo por pago fuera de término' });
    expect((await accountEvents()).filter((e) => e.type === 'MonthlyLateSurchargeCharged')).toHaveLength(1);
  });

  it('rebuilds the same price lists, packages and accounts from the log', async () => {
    const tables = async () => {
      const out: Record<string, unknown> = {};
      for (const table of ['price_versions', 'packages', 'monthly_accounts', 'monthly_charges', 'monthly_ledger']) {
        out[table] = JSON.parse(JSON.stringify((await sql`SELECT * FROM ${sql.table(table)} ORDER BY 1, 2`.execute(t.db.handle.db)).rows));
      }
      return out;
    };
    const live = await tables();
    await rebuildProjections(t.db.handle.db, { projectors: inlineProjectors() });
    expect(await tables()).toEqual(live);
  });
});
