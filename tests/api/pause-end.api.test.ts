import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rebuildProjections } from '../../projections/rebuild';
import { inlineProjectors } from '../../services/features';
import { createSession } from '../../services/platform/auth/local-sessions';
import { createStudio, giveCredits } from '../support/studio-fixture';
import { createTestApp, type TestApp } from '../support/test-app';

type Person = { token: string; userId: string };

// TEST_NOW: Monday 16 November 2026, noon in Buenos Aires. Pauses are approved as asked. Ana holds 8 classes until
// 16 December; Bea a monthly plan from today. The class is on Wednesdays at 18:00.
describe('ending a pause early: she is back, and what it moved moves back by the days it did not use', () => {
  let t: TestApp;
  let admin: Person, ana: Person, bea: Person;
  let slotId: number;
  let packageId: number;

  const call = (who: Person, url: string, payload: object) => t.as(who.token, { method: 'POST', url, payload });
  const problem = (res: { statusCode: number; json(): { code: string } }) => [res.statusCode, res.json().code];
  const mine = async (who: Person) => (await call(who, '/api/pausas/estado', {})).json();
  const end = (who: Person, pausaId: number) => call(who, '/api/pausas/terminar', { pausaId });
  const heldUntil = async (userId: string) =>
    (await t.db.handle.db.selectFrom('member_packages').select(sql<string>`valido_hasta::text`.as('hasta')).where('user_id', '=', userId).executeTakeFirstOrThrow()).hasta;
  const must = (res: { statusCode: number; body: string }) => {
    if (res.statusCode >= 300) throw new Error(`setup: ${res.statusCode} ${res.body}`);
  };
  const at = async (iso: string) => {
    t.clock.set(iso);
    for (const who of [admin, ana, bea]) who.token = (await createSession(t.db.handle.db, who.userId, t.clock.now(), 1)).token;
  };

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.signUp({ firstName: 'Dueña' });
    ana = await t.signUp({ firstName: 'Ana' });
    bea = await t.signUp({ firstName: 'Bea' });
    const studio = await createStudio(t, admin.token, [{ dia_semana: 'Miércoles', hora: '18:00', cupo_maximo: 10 }]);
    [slotId, packageId] = [studio.slotIds[0]!, studio.packageId];
    await giveCredits(t, ana.userId, packageId, 8, '2026-12-16');
    must(await t.as(admin.token, { method: 'PUT', url: '/api/pausas/ajustes', payload: { pausas_por_anio: 3, dias_por_anio: 30, aprobacion: 'automatica' } }));
    must(await call(admin, '/api/abonos/asignar', { clerkUserId: bea.userId, paqueteId: packageId }));
  });
  afterAll(() => t.close());

  it('offers to end a pause under way and to take back one not begun', async () => {
    expect((await call(ana, '/api/pausas/pedir', { desde: '2026-11-23', dias: 7 })).statusCode).toBe(201);
    expect(await heldUntil(ana.userId)).toBe('2026-12-23');
    expect((await mine(ana)).pausas).toMatchObject([{ desde: '2026-11-23', hasta: '2026-11-29', estado: 'aprobada', accion: 'anular' }]);
    await at('2026-11-25T09:00:00-03:00');
    expect((await mine(ana)).pausas).toMatchObject([{ accion: 'terminar' }]);
  });

  it('ends it today: the days from today on come back to her package, she books again, and her ledger says so', async () => {
    const pausaId = (await mine(ana)).pausas[0].id;
    expect(problem(await end(bea, pausaId))).toEqual([404, 'PAUSE_NOT_FOUND']);
    const ended = await end(ana, pausaId);
    expect(ended.statusCode).toBe(200);
    expect(ended.json()).toMatchObject({ usadas: { pausas: 1, dias: 2 }, pausas: [{ desde: '2026-11-23', hasta: '2026-11-24', dias: 2, estado: 'aprobada', accion: null }] });
    expect(await heldUntil(ana.userId)).toBe('2026-12-18');
    const history = (await call(ana, '/api/paquetes/getCreditHistory', {})).json();
    expect(history[0]).toMatchObject({ kind: 'expiry-moved', delta: 0, reason: 'Pausa terminada el 25/11' });
    expect((await call(ana, '/api/reservas/addReserva', { fecha: '2026-11-25', horario_id: slotId })).statusCode).toBe(200);
    expect(problem(await end(ana, pausaId))).toEqual([409, 'PAUSE_ALREADY_OVER']);
  });

  it('takes back a pause not begun whole: her monthly dates and package move back, and it counts for nothing', async () => {
    expect((await call(bea, '/api/pausas/pedir', { desde: '2026-12-01', dias: 10 })).statusCode).toBe(201);
    expect((await call(bea, '/api/abonos/cuenta', {})).json().abono).toMatchObject({ proximo_cobro: '2026-12-26' });
    const pausaId = (await mine(bea)).pausas[0].id;
    const taken = await end(bea, pausaId);
    expect(taken.json()).toMatchObject({ usadas: { pausas: 0, dias: 0 }, pausas: [{ estado: 'anulada', accion: null }] });
    const account = (await call(bea, '/api/abonos/cuenta', {})).json();
    expect(account.abono).toMatchObject({ proximo_cobro: '2026-12-16' });
    expect(account.movimientos[0]).toMatchObject({ tipo: 'fechas', periodo: '2026-12-16', motivo: 'Pausa terminada el 25/11' });
    expect(await heldUntil(bea.userId)).toBe('2026-12-16');
    expect(problem(await end(bea, pausaId))).toEqual([409, 'PAUSE_NOT_ACTIVE']);
    await at('2026-11-30T09:00:00-03:00'); // December's classes open: the days it would have taken are hers
    expect((await call(bea, '/api/reservas/addReserva', { fecha: '2026-12-02', horario_id: slotId })).statusCode).toBe(200);
  });

  it('rebuilds the same pauses, packages and accounts from the log', async () => {
    const tables = async () => {
      const out: Record<string, unknown> = {};
      for (const table of ['member_pauses', 'member_packages', 'credit_ledger', 'monthly_accounts', 'monthly_ledger']) {
        out[table] = JSON.parse(JSON.stringify((await sql`SELECT * FROM ${sql.table(table)} ORDER BY 1, 2`.execute(t.db.handle.db)).rows));
      }
      return out;
    };
    const live = await tables();
    await rebuildProjections(t.db.handle.db, { projectors: inlineProjectors() });
    expect(await tables()).toEqual(live);
  });
});
