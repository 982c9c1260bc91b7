import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rebuildProjections } from '../../projections/rebuild';
import { bookStandingWeeks } from '../../services/booking/standing-booking.job';
import { inlineProjectors } from '../../services/features';
import { createSession } from '../../services/platform/auth/local-sessions';
import { createStudio, creditsOf, giveCredits } from '../support/studio-fixture';
import { createTestApp, type TestApp } from '../support/test-app';

type Person = { token: string; userId: string };

// TEST_NOW: Monday 16 November 2026, noon in Buenos Aires. Ana's turno fijo is Wednesday 18:00, Bea's Friday 18:00
// (two places); bookings open 7 days ahead and cancelling is free until 24 hours before.
describe('make-up classes: a turno fijo\'s class cancelled in time, recovered where a place is free', () => {
  let t: TestApp;
  let admin: Person, coach: Person, ana: Person, bea: Person, caro: Person;
  let wed: number, fri: number;

  const call = (who: Person, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) => t.as(who.token, { method, url, payload });
  const problem = (res: { statusCode: number; json(): { code: string } }) => [res.statusCode, res.json().code];
  const settings = (who: Person, body: object) => call(who, 'PUT', '/api/recuperos/ajustes', body);
  const makeup = (who: Person, horario_id: number, fecha: string) => call(who, 'POST', '/api/recuperos/reservar', { horario_id, fecha });
  const mine = async (who: Person) => (await call(who, 'POST', '/api/recuperos/estado', {})).json();
  const bookingOf = async (who: Person, slotId: number, fecha: string) =>
    (await t.db.handle.db.selectFrom('bookings').select('id').where('user_id', '=', who.userId).where('slot_id', '=', slotId).where('fecha', '=', fecha).where('active', '=', true).executeTakeFirstOrThrow()).id;
  const cancel = async (who: Person, slotId: number, fecha: string) => call(who, 'DELETE', '/api/reservas/deleteReserva', { id: await bookingOf(who, slotId, fecha) });
  const job = () => bookStandingWeeks({ db: t.db.handle.db, clock: t.clock, studioTz: t.config.studioTz });
  const at = async (iso: string) => {
    t.clock.set(iso);
    for (const who of [admin, coach, ana, bea, caro]) who.token = (await createSession(t.db.handle.db, who.userId, t.clock.now(), 1)).token;
  };
  const must = (res: { statusCode: number; body: string }) => {
    if (res.statusCode >= 300) throw new Error(`setup: ${res.statusCode} ${res.body}`);
  };

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.signUp({ firstName: 'Dueña' });
    coach = await t.signUp({ firstName: 'Profe' });
    must(await call(admin, 'POST', '/api/user/setRole', { clerkUserId: coach.userId, role: 'coach' }));
    const studio = await createStudio(t, admin.token, [{ dia_semana: 'Miércoles', hora: '18:00', cupo_maximo: 10 }, { dia_semana: 'Viernes', hora: '18:00', cupo_maximo: 2 }]);
    [wed, fri] = studio.slotIds as [number, number];
    must(await call(admin, 'PUT', '/api/disciplinas/setPoliticaReservas', {
      id: studio.disciplinaId, reservas_abren_dias_antes: 7, reservas_cierran_minutos_antes: 0, cancelacion_gratis_horas_antes: 24, cancelaciones_tardias_gratis_mes: 0, lista_espera_automatica_minutos_antes: 120,
    }));
    for (const name of ['Ana', 'Bea', 'Caro']) {
      const m = await t.signUp({ firstName: name });
      await giveCredits(t, m.userId, studio.packageId, 8, '2026-12-31');
      if (name === 'Ana') ana = m;
      else if (name === 'Bea') bea = m;
      else caro = m;
    }
    must(await call(ana, 'POST', '/api/reservas/turnoFijo', { horario_id: wed }));
    must(await call(bea, 'POST', '/api/reservas/turnoFijo', { horario_id: fri }));
  });
  afterAll(async () => {
    await t.close();
  });

  it('is off until the studio turns it on; only admins read and set the rule, within its bounds', async () => {
    const off = { activo: false, dias_validez: 30, tope_mensual: 2, recuperar_cierres: false };
    expect((await call(admin, 'GET', '/api/recuperos/ajustes')).json()).toEqual(off);
    expect((await call(coach, 'GET', '/api/recuperos/ajustes')).statusCode).toBe(403);
    expect((await settings(ana, { ...off, activo: true })).statusCode).toBe(403);
    expect(problem(await makeup(ana, fri, '2026-11-20'))).toEqual([409, 'MAKEUPS_DISABLED']);
    const wrong = await settings(admin, { ...off, dias_validez: 91 });
    expect(problem(wrong)).toEqual([400, 'INVALID_MAKEUP_SETTINGS']);
    expect(wrong.json().detail).toBe('Indica cuántos días dura un recupero (1 a 90) y cuántos por mes (1 a 31, o sin límite).');
    expect(problem(await settings(admin, { ...off, tope_mensual: 0 }))).toEqual([400, 'INVALID_MAKEUP_SETTINGS']);
    const on = { activo: true, dias_validez: 14, tope_mensual: 1, recuperar_cierres: true };
    expect((await settings(admin, on)).json()).toEqual(on);
  });

  it('turns her turno fijo\'s class cancelled in time into a make-up right, not the credit back', async () => {
    expect(await creditsOf(t, ana.userId)).toBe(7);
    const terms = async () => (await call(ana, 'POST', '/api/reservas/getReservasByIdUsr', {})).json().map((b: { fecha: string; es_recupero: boolean; recupero_hasta: string | null }) => [b.fecha, b.es_recupero, b.recupero_hasta]);
    expect(await terms()).toEqual([['2026-11-18', undefined, '2026-11-29']]); // her cancel dialog says it before she confirms
    expect((await cancel(ana, wed, '2026-11-18')).statusCode).toBe(200);
    expect(await creditsOf(t, ana.userId)).toBe(7);
    expect(await mine(ana)).toEqual({
      ajustes: { activo: true, dias_validez: 14, tope_mensual: 1, recuperar_cierres: true },
      disponibles: [{ id: expect.any(Number), fecha: '2026-11-18', hora: '18:00', disciplina_id: expect.any(Number), disciplina: 'Funcional', motivo: 'cancel', vence: '2026-11-29' }],
      usados_mes: 0,
    });
    const other = await call(caro, 'POST', '/api/recuperos/estado', { clerkUserId: ana.userId });
    expect(other.statusCode).toBe(403);
    expect((await call(admin, 'POST', '/api/recuperos/estado', { clerkUserId: ana.userId })).json().disponibles).toHaveLength(1);
  });

  it('books a make-up in a free place without a credit; cancelled in time the right comes back', async () => {
    const booked = await makeup(ana, fri, '2026-11-20');
    expect(booked.statusCode).toBe(201);
    expect((await call(ana, 'POST', '/api/reservas/getReservasByIdUsr', {})).json()).toMatchObject([{ fecha: '2026-11-20', es_recupero: true }]);
    expect(await creditsOf(t, ana.userId)).toBe(7);
    expect(await mine(ana)).toMatchObject({ disponibles: [], usados_mes: 1 });
    expect(problem(await makeup(ana, fri, '2026-11-20'))).toEqual([409, 'ALREADY_BOOKED']);
    expect((await cancel(ana, fri, '2026-11-20')).statusCode).toBe(200);
    expect(await creditsOf(t, ana.userId)).toBe(7); // a make-up class gives back its right, never a credit
    expect(await mine(ana)).toMatchObject({ disponibles: [{ fecha: '2026-11-18', vence: '2026-11-29' }], usados_mes: 0 });
    expect((await makeup(ana, fri, '2026-11-20')).statusCode).toBe(201);
  });

  it('keeps the month\'s cap', async () => {
    await at('2026-11-18T00:05:00-03:00');
    await job(); // books her Wednesday 25, whose booking opened today
    expect((await cancel(ana, wed, '2026-11-25')).statusCode).toBe(200);
    expect((await mine(ana)).disponibles).toMatchObject([{ fecha: '2026-11-25', vence: '2026-12-01' }]);
    const capped = await makeup(ana, wed, '2026-11-18');
    expect(problem(capped)).toEqual([409, 'MAKEUP_MONTHLY_CAP']);
    expect(capped.json().detail).toBe('Ya usaste el recupero de ese mes.');
  });

  it('never takes a regular\'s place, even before her week is booked; a make-up cancelled late stays used', async () => {
    await at('2026-11-20T00:05:00-03:00'); // Friday 27 opens; the job has not booked Bea's week yet
    must(await settings(admin, { activo: true, dias_validez: 14, tope_mensual: null, recuperar_cierres: true }));
    must(await call(caro, 'POST', '/api/reservas/addReserva', { horario_id: fri, fecha: '2026-11-27' }));
    expect(problem(await makeup(ana, fri, '2026-11-27'))).toEqual([409, 'MAKEUP_NO_FREE_PLACE']);
    expect((await cancel(ana, fri, '2026-11-20')).statusCode).toBe(200); // 18 hours before: late
    expect(await mine(ana)).toMatchObject({ disponibles: [{ fecha: '2026-11-25' }], usados_mes: 1 });
    expect(await creditsOf(t, ana.userId)).toBe(6);
    await job();
    expect(await bookingOf(bea, fri, '2026-11-27')).toEqual(expect.any(Number));
  });

  it('with closures recoverable, a closed day gives her turno fijo\'s class as a make-up; other bookings get the credit back', async () => {
    const [beaBefore, caroBefore] = [await creditsOf(t, bea.userId), await creditsOf(t, caro.userId)];
    must(await call(admin, 'POST', '/api/horarios/closeDate', { fecha: '2026-11-27', motivo: 'Mantenimiento' }));
    expect(await creditsOf(t, bea.userId)).toBe(beaBefore);
    expect(await creditsOf(t, caro.userId)).toBe(caroBefore + 1);
    expect((await mine(bea)).disponibles).toMatchObject([{ fecha: '2026-11-27', motivo: 'closure', vence: '2026-12-03' }]);
  });

  it('rebuilds the same rights, bookings and credits from the log', async () => {
    const tables = async () => {
      const out: Record<string, unknown> = {};
      for (const table of ['makeup_settings', 'member_makeups', 'bookings', 'member_packages', 'credit_ledger']) {
        out[table] = JSON.parse(JSON.stringify((await sql`SELECT * FROM ${sql.table(table)} ORDER BY 1, 2`.execute(t.db.handle.db)).rows));
      }
      return out;
    };
    const live = await tables();
    await rebuildProjections(t.db.handle.db, { projectors: inlineProjectors() });
    expect(await tables()).toEqual(live);
  });
});
