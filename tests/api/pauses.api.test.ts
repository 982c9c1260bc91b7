import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sequencePending } from '../../events/store/sequencer';
import { rebuildProjections } from '../../projections/rebuild';
import { startAsyncProcessors, type RunningProcessors } from '../../projections/runner/async-runner';
import { closureExpiriesReactor } from '../../services/billing/closure-expiries.reactor';
import { chargeDuePlans } from '../../services/billing/monthly-charges.job';
import { inlineProjectors } from '../../services/features';
import { createSession } from '../../services/platform/auth/local-sessions';
import { createStudio, giveCredits } from '../support/studio-fixture';
import { STUDIO_TZ } from '../support/test-clock';
import { createTestApp, type TestApp } from '../support/test-app';

// TEST_NOW: Monday 16 November 2026, noon in Buenos Aires. Ana holds 8 classes until 16 December; Bea a monthly plan
// from that day. The class is on Wednesdays at 18:00 (25 November is one).
describe('pauses: within the studio’s limits, moving what she holds, refusing her bookings on its days', () => {
  let t: TestApp;
  let runner: RunningProcessors;
  let admin: { token: string; userId: string };
  let coach: { token: string; userId: string };
  let ana: { token: string; userId: string };
  let bea: { token: string; userId: string };
  let slotId: number;
  let packageId: number;

  const call = (token: string | undefined, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) => t.as(token, { method, url, payload });
  const problem = (res: { statusCode: number; json(): { code: string } }) => [res.statusCode, res.json().code];
  const ask = (who: { token: string }, desde: string, dias: number) => call(who.token, 'POST', '/api/pausas/pedir', { desde, dias });
  const mine = async (who: { token: string }) => (await call(who.token, 'POST', '/api/pausas/estado', {})).json();
  const book = (fecha: string) => call(ana.token, 'POST', '/api/reservas/addReserva', { fecha, horario_id: slotId });
  const heldUntil = async (userId: string) =>
    (await t.db.handle.db.selectFrom('member_packages').select(sql<string>`valido_hasta::text`.as('hasta')).where('user_id', '=', userId).executeTakeFirstOrThrow()).hasta;
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
    ana = await t.signUp({ firstName: 'Ana', lastName: 'Paz' });
    bea = await t.signUp({ firstName: 'Bea' });
    const studio = await createStudio(t, admin.token, [{ dia_semana: 'Miércoles', hora: '18:00', cupo_maximo: 10 }]);
    [slotId, packageId] = [studio.slotIds[0]!, studio.packageId];
    await giveCredits(t, ana.userId, packageId, 8, '2026-12-16');
    runner = await startAsyncProcessors(t.db.handle, [closureExpiriesReactor({ clock: t.clock, tz: STUDIO_TZ })], { pollMs: 50 });
  });
  afterAll(async () => {
    await runner?.stop();
    await t.close();
  });

  it('keeps the studio’s limits, which only admins see and set', async () => {
    expect((await call(admin.token, 'GET', '/api/pausas/ajustes')).json()).toEqual({ pausas_por_anio: 2, dias_por_anio: 30, aprobacion: 'estudio' });
    expect((await call(coach.token, 'GET', '/api/pausas/ajustes')).statusCode).toBe(403);
    expect((await call(ana.token, 'PUT', '/api/pausas/ajustes', { pausas_por_anio: 12, dias_por_anio: 366, aprobacion: 'automatica' })).statusCode).toBe(403);
    expect(problem(await call(admin.token, 'PUT', '/api/pausas/ajustes', { pausas_por_anio: 13, dias_por_anio: 30, aprobacion: 'estudio' }))).toEqual([400, 'INVALID_PAUSE_SETTINGS']);
    expect(await mine(ana)).toEqual({ ajustes: { pausas_por_anio: 2, dias_por_anio: 30, aprobacion: 'estudio' }, usadas: { pausas: 0, dias: 0 }, pausas: [] });
  });

  it('refuses a pause over her booked class, in the past, or without days; one asked waits and refuses her bookings on its days', async () => {
    const booked = await book('2026-11-25');
    expect(booked.statusCode).toBe(200);
    const over = await ask(ana, '2026-11-23', 7);
    expect(problem(over)).toEqual([409, 'PAUSE_HAS_BOOKINGS']);
    expect(over.json().detail).toBe('Tienes un turno reservado en esos días: cancélalo antes de pausar.');
    expect(problem(await ask(ana, '2026-11-16', 7))).toEqual([400, 'PAUSE_IN_PAST']);
    expect(problem(await ask(ana, '2026-11-23', 0))).toEqual([400, 'PAUSE_DAYS_INVALID']);
    expect(problem(await ask(ana, '2026-12-16', 3))).toEqual([409, 'PAUSE_AFTER_EXPIRY']);
    expect((await ask(ana, '2026-02-30', 3)).statusCode).toBe(400);
    expect((await call(ana.token, 'DELETE', '/api/reservas/deleteReserva', { id: booked.json().id })).statusCode).toBe(200);

    const asked = await ask(ana, '2026-11-23', 7);
    expect(asked.statusCode).toBe(201);
    expect(asked.json()).toMatchObject({ usadas: { pausas: 1, dias: 7 }, pausas: [{ desde: '2026-11-23', hasta: '2026-11-29', dias: 7, estado: 'pendiente', motivo: null }] });
    const refused = await book('2026-11-25');
    expect(problem(refused)).toEqual([409, 'MEMBER_PAUSED']);
    expect(refused.json().detail).toBe('Tu abono está en pausa del 23/11 al 29/11: no puedes reservar en esos días.');
    expect(problem(await ask(ana, '2026-12-07', 2))).toEqual([409, 'PAUSE_PENDING']);
    expect(await heldUntil(ana.userId)).toBe('2026-12-16');
  });

  it('an admin approves it: her package lasts the pause’s days longer, and her ledger says why', async () => {
    const pending = await call(admin.token, 'GET', '/api/pausas/pendientes');
    expect(pending.json()).toMatchObject([{ clerkUserId: ana.userId, nombre: 'Ana Paz', desde: '2026-11-23', dias: 7, estado: 'pendiente' }]);
    expect((await call(coach.token, 'GET', '/api/pausas/pendientes')).statusCode).toBe(403);
    const pausaId = pending.json()[0].id;
    expect((await call(ana.token, 'POST', '/api/pausas/aprobar', { clerkUserId: ana.userId, pausaId })).statusCode).toBe(403);
    expect(problem(await call(admin.token, 'POST', '/api/pausas/aprobar', { clerkUserId: bea.userId, pausaId }))).toEqual([404, 'PAUSE_NOT_FOUND']);
    const approved = await call(admin.token, 'POST', '/api/pausas/aprobar', { clerkUserId: ana.userId, pausaId });
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toEqual([]);
    expect(await heldUntil(ana.userId)).toBe('2026-12-23');
    const history = (await call(ana.token, 'POST', '/api/paquetes/getCreditHistory', {})).json();
    expect(history[0]).toMatchObject({ kind: 'expiry-moved', delta: 0, balance: 8, reason: 'Pausa del 23/11 al 29/11' });
    expect(problem(await call(admin.token, 'POST', '/api/pausas/aprobar', { clerkUserId: ana.userId, pausaId }))).toEqual([409, 'PAUSE_NOT_PENDING']);
    expect(problem(await book('2026-11-25'))).toEqual([409, 'MEMBER_PAUSED']);
  });

  it('a package of its own limits binds whoever holds it instead of the studio’s; cleared, the studio’s are back', async () => {
    const limits = (payload: object) => call(admin.token, 'PUT', '/api/pausas/paquetes', payload);
    expect((await call(coach.token, 'GET', '/api/pausas/paquetes')).statusCode).toBe(403);
    expect((await call(ana.token, 'PUT', '/api/pausas/paquetes', { paqueteId: packageId, pausas_por_anio: 12, dias_por_anio: 366 })).statusCode).toBe(403);
    const negative = await limits({ paqueteId: packageId, pausas_por_anio: -1, dias_por_anio: 15 });
    expect(problem(negative)).toEqual([400, 'INVALID_PAUSE_SETTINGS']);
    expect(negative.json().detail).toBe('Indica cuántas pausas por año (0 a 12) y cuántos días en total (0 a 366).');
    expect(problem(await limits({ paqueteId: packageId, pausas_por_anio: 1, dias_por_anio: 400 }))).toEqual([400, 'INVALID_PAUSE_SETTINGS']);
    const unknown = await limits({ paqueteId: packageId + 100, pausas_por_anio: 1, dias_por_anio: 15 });
    expect(problem(unknown)).toEqual([404, 'PACKAGE_NOT_FOUND']);
    expect(unknown.json().detail).toBe('No encontramos ese paquete.');
    expect((await call(admin.token, 'GET', '/api/pausas/paquetes')).json()).toEqual([]);

    const set = await limits({ paqueteId: packageId, pausas_por_anio: 1, dias_por_anio: 15 });
    expect(set.json()).toEqual([{ paqueteId: packageId, nombre: '8 clases', pausas_por_anio: 1, dias_por_anio: 15 }]);
    expect(await mine(ana)).toMatchObject({ ajustes: { pausas_por_anio: 1, dias_por_anio: 15, aprobacion: 'estudio' }, paquete: '8 clases', usadas: { pausas: 1, dias: 7 } });
    // Bea holds nothing yet: the studio's rule is hers.
    expect((await mine(bea)).ajustes).toEqual({ pausas_por_anio: 2, dias_por_anio: 30, aprobacion: 'estudio' });
    const refused = await ask(ana, '2026-12-14', 3);
    expect(problem(refused)).toEqual([409, 'PAUSE_LIMIT_COUNT']);
    expect(refused.json().detail).toBe('El estudio permite una pausa por año y ya las usaste.');

    const cleared = await call(admin.token, 'DELETE', '/api/pausas/paquetes', { paqueteId: packageId });
    expect(cleared.json()).toEqual([]);
    const back = await mine(ana);
    expect(back.ajustes).toEqual({ pausas_por_anio: 2, dias_por_anio: 30, aprobacion: 'estudio' });
    expect(back.paquete).toBeUndefined();
  });

  it('a rejected pause gives her days back and tells her why', async () => {
    expect((await ask(ana, '2026-12-14', 3)).statusCode).toBe(201);
    const pausaId = (await call(admin.token, 'GET', '/api/pausas/pendientes')).json()[0].id;
    expect(problem(await call(admin.token, 'POST', '/api/pausas/rechazar', { clerkUserId: ana.userId, pausaId }))).toEqual([400, 'REASON_REQUIRED']);
    expect((await call(admin.token, 'POST', '/api/pausas/rechazar', { clerkUserId: ana.userId, pausaId, motivo: 'Esa semana hay evaluaciones' })).statusCode).toBe(200);
    expect(await mine(ana)).toMatchObject({ usadas: { pausas: 1, dias: 7 }, pausas: [{ desde: '2026-12-14', estado: 'rechazada', motivo: 'Esa semana hay evaluaciones' }, { estado: 'aprobada' }] });
    expect(await heldUntil(ana.userId)).toBe('2026-12-23');
  });

  it('approved as she asks when the studio says so, a pause moves her monthly dates: the month is charged on the new date', async () => {
    expect((await call(admin.token, 'PUT', '/api/pausas/ajustes', { pausas_por_anio: 2, dias_por_anio: 30, aprobacion: 'automatica' })).statusCode).toBe(200);
    expect((await call(admin.token, 'POST', '/api/abonos/asignar', { clerkUserId: bea.userId, paqueteId: packageId })).statusCode).toBe(200);
    const asked = await ask(bea, '2026-12-01', 10);
    expect(asked.json()).toMatchObject({ usadas: { pausas: 1, dias: 10 }, pausas: [{ desde: '2026-12-01', hasta: '2026-12-10', estado: 'aprobada' }] });
    const account = (await call(bea.token, 'POST', '/api/abonos/cuenta', {})).json();
    expect(account.abono).toMatchObject({ desde: '2026-11-16', proximo_cobro: '2026-12-26' });
    expect(account.movimientos[0]).toMatchObject({ tipo: 'fechas', monto: 0, periodo: '2026-12-26', motivo: 'Pausa del 01/12 al 10/12' });
    expect(await heldUntil(bea.userId)).toBe('2026-12-26');
    const over = await ask(bea, '2026-12-20', 21);
    expect(problem(over)).toEqual([409, 'PAUSE_LIMIT_DAYS']);
    expect(over.json().detail).toBe('Te quedan 20 días de pausa este año.');

    await later('2026-12-16T10:00:00-03:00');
    expect(await job()).toBe(0);
    await later('2026-12-26T10:00:00-03:00');
    expect(await job()).toBe(1);
    expect((await call(bea.token, 'POST', '/api/abonos/cuenta', {})).json()).toMatchObject({ abono: { proximo_cobro: '2027-01-26' }, meses: [{ periodo: '2026-12-26' }, { periodo: '2026-11-16' }] });
    expect(await heldUntil(bea.userId)).toBe('2027-01-26');
  });

  it('a day the studio closes moving expiries gives the day back to whoever holds something past it, once; reopened, it takes it back', async () => {
    const settle = async () => runner.waitFor((await sequencePending(t.db.handle.db)).head);
    const close = (fecha: string, correr_vencimientos?: boolean) => call(admin.token, 'POST', '/api/horarios/closeDate', { fecha, motivo: 'Vacaciones', correr_vencimientos });
    const next = async () => (await call(bea.token, 'POST', '/api/abonos/cuenta', {})).json().abono.proximo_cobro;
    expect((await close('2027-01-05', true)).statusCode).toBe(200);
    expect((await close('2027-01-06')).statusCode).toBe(200);
    await settle();
    expect([await heldUntil(bea.userId), await next(), await heldUntil(ana.userId)]).toEqual(['2027-01-27', '2027-01-27', '2026-12-23']);
    const history = (await call(bea.token, 'POST', '/api/paquetes/getCreditHistory', {})).json();
    expect(history[0]).toMatchObject({ kind: 'expiry-moved', delta: 0, reason: 'Estudio cerrado el 05/01' });
    expect((await call(admin.token, 'POST', '/api/horarios/reopenDate', { fecha: '2027-01-06' })).statusCode).toBe(200);
    expect((await call(admin.token, 'POST', '/api/horarios/reopenDate', { fecha: '2027-01-05' })).statusCode).toBe(200);
    await settle();
    expect([await heldUntil(bea.userId), await next()]).toEqual(['2027-01-26', '2027-01-26']);
    expect((await call(bea.token, 'POST', '/api/abonos/cuenta', {})).json().movimientos[0]).toMatchObject({ tipo: 'fechas', periodo: '2027-01-26', motivo: 'Estudio reabierto el 05/01' });
  });

  it('a day closed in a month not charged yet is kept for it: that month lasts a day more; reopened before, it is dropped', async () => {
    const settle = async () => runner.waitFor((await sequencePending(t.db.handle.db)).head);
    const account = async () => (await call(bea.token, 'POST', '/api/abonos/cuenta', {})).json();
    for (const fecha of ['2027-02-10', '2027-02-11']) expect((await call(admin.token, 'POST', '/api/horarios/closeDate', { fecha, motivo: 'Mudanza', correr_vencimientos: true })).statusCode).toBe(200);
    await settle();
    expect([(await account()).abono.proximo_cobro, await heldUntil(bea.userId)]).toEqual(['2027-01-26', '2027-01-26']);
    expect((await account()).movimientos[0]).toMatchObject({ tipo: 'fechas', monto: 0, motivo: 'Estudio cerrado el 11/02: el mes que lo incluye dura un día más' });
    expect((await call(admin.token, 'POST', '/api/horarios/reopenDate', { fecha: '2027-02-11' })).statusCode).toBe(200);
    await settle();
    expect((await account()).movimientos[0]).toMatchObject({ tipo: 'fechas', motivo: 'Estudio reabierto el 11/02: ese mes no se alarga' });

    await later('2027-01-26T10:00:00-03:00');
    await job();
    const charged = await account();
    expect(charged).toMatchObject({ abono: { proximo_cobro: '2027-02-27' }, meses: [{ periodo: '2027-01-26' }, {}, {}] });
    expect(charged.movimientos[0]).toMatchObject({ tipo: 'fechas', periodo: '2027-02-27', motivo: 'Estudio cerrado el 10/02' });
    expect(await heldUntil(bea.userId)).toBe('2027-02-27');
  });

  it('a day closed inside her pause was given back by the pause: her dates move no further', async () => {
    const settle = async () => runner.waitFor((await sequencePending(t.db.handle.db)).head);
    expect((await ask(bea, '2027-02-01', 3)).json().pausas[0]).toMatchObject({ desde: '2027-02-01', estado: 'aprobada' });
    expect(await heldUntil(bea.userId)).toBe('2027-03-02');
    expect((await call(admin.token, 'POST', '/api/horarios/closeDate', { fecha: '2027-02-02', motivo: 'Feriado', correr_vencimientos: true })).statusCode).toBe(200);
    await settle();
    expect([(await call(bea.token, 'POST', '/api/abonos/cuenta', {})).json().abono.proximo_cobro, await heldUntil(bea.userId)]).toEqual(['2027-03-02', '2027-03-02']);
  });

  it('a pause over a day the closure gave already moves her dates by its other days, and taken back gives only those', async () => {
    const settle = async () => runner.waitFor((await sequencePending(t.db.handle.db)).head);
    const dates = async () => [(await call(bea.token, 'POST', '/api/abonos/cuenta', {})).json().abono.proximo_cobro, await heldUntil(bea.userId)];
    expect((await call(admin.token, 'POST', '/api/horarios/closeDate', { fecha: '2027-02-16', motivo: 'Carnaval', correr_vencimientos: true })).statusCode).toBe(200);
    await settle();
    expect(await dates()).toEqual(['2027-03-03', '2027-03-03']);
    const asked = (await ask(bea, '2027-02-15', 3)).json().pausas[0];
    expect(asked).toMatchObject({ desde: '2027-02-15', estado: 'aprobada' });
    expect(await dates()).toEqual(['2027-03-05', '2027-03-05']);
    expect((await call(bea.token, 'POST', '/api/pausas/terminar', { pausaId: asked.id })).statusCode).toBe(200);
    expect(await dates()).toEqual(['2027-03-03', '2027-03-03']);
  });

  it('rebuilds the same pauses, packages, ledgers and accounts from the log', async () => {
    const tables = async () => {
      const out: Record<string, unknown> = {};
      for (const table of ['pause_settings', 'pause_plan_limits', 'member_pauses', 'member_packages', 'credit_ledger', 'queued_renewals', 'monthly_accounts', 'monthly_charges', 'monthly_ledger']) {
        out[table] = JSON.parse(JSON.stringify((await sql`SELECT * FROM ${sql.table(table)} ORDER BY 1, 2`.execute(t.db.handle.db)).rows));
      }
      return out;
    };
    const live = await tables();
    await rebuildProjections(t.db.handle.db, { projectors: inlineProjectors() });
    expect(await tables()).toEqual(live);
  });
});
