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
import { createTestApp, type TestApp } from '../support/test-app';

type Person = { token: string; userId: string };

// TEST_NOW: Monday 16 November 2026, noon in Buenos Aires. Classes on Tuesday, Wednesday and Thursday at 18:00.
const [TUE, WED, THU, NEXT_TUE] = ['2026-11-17', '2026-11-18', '2026-11-19', '2026-11-24'];

describe('monthly plans by the week or unlimited: the week caps her bookings, an unlimited month never runs out', () => {
  let t: TestApp;
  let admin: Person, ana: Person, bea: Person;
  let slots: number[];
  let packageId: number;

  const call = (who: Person, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) => t.as(who.token, { method, url, payload });
  const problem = (res: { statusCode: number; json(): { code: string; detail: string } }) => [res.statusCode, res.json().code, res.json().detail];
  const slotOn = (fecha: string) => slots[[TUE, WED, THU].indexOf(fecha === NEXT_TUE ? TUE : fecha)]!;
  const book = (who: Person, fecha: string) => call(who, 'POST', '/api/reservas/addReserva', { fecha, horario_id: slotOn(fecha) });
  const assign = (who: Person, more: object) => call(admin, 'POST', '/api/abonos/asignar', { clerkUserId: who.userId, paqueteId: packageId, ...more });
  const held = async (who: Person) => (await call(who, 'POST', '/api/paquetes/getUserPackage', {})).json();
  const plan = async (who: Person) => (await call(who, 'POST', '/api/abonos/cuenta', {})).json().abono;
  const bookingOf = async (who: Person, fecha: string) =>
    (await t.db.handle.db.selectFrom('bookings').select('id').where('user_id', '=', who.userId).where('fecha', '=', fecha).where('active', '=', true).executeTakeFirstOrThrow()).id;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.signUp({ firstName: 'Dueña' });
    ana = await t.signUp({ firstName: 'Ana' });
    bea = await t.signUp({ firstName: 'Bea' });
    const studio = await createStudio(t, admin.token, ['Martes', 'Miércoles', 'Jueves'].map((dia_semana) => ({ dia_semana, hora: '18:00', cupo_maximo: 10 })));
    [slots, packageId] = [studio.slotIds, studio.packageId];
  });
  afterAll(() => t.close());

  it('refuses a plan by the week without a valid number of classes, appending nothing', async () => {
    for (const body of [{ modalidad: 'por_semana' }, { modalidad: 'por_semana', clases_por_semana: 0 }, { modalidad: 'por_semana', clases_por_semana: 15 }]) {
      const [status, code, detail] = problem(await assign(ana, body));
      expect([status, code]).toEqual([400, 'INVALID_ALLOWANCE']);
      expect(detail).toBe('Las clases del abono tienen que ser un número entero: por mes desde 1, por semana de 1 a 14.');
    }
    expect((await readStream(t.db.handle.db, monthlyAccountStream(ana.userId).streamId)).events).toEqual([]);
  });

  it('gives a month by the week as many credits as its weeks allow, and says her classes', async () => {
    expect((await assign(ana, { modalidad: 'por_semana', clases_por_semana: 2 })).statusCode).toBe(200);
    // 16/11 to 15/12 touches five Monday-to-Sunday weeks: two classes each.
    expect(await held(ana)).toMatchObject({ paquete_id: packageId, creditos_restantes: 10, clases_por_semana: 2, valido_hasta: '2026-12-16' });
    expect(await plan(ana)).toMatchObject({ paquete_id: packageId, clases: '2 clases por semana' });
  });

  it('books two classes of a week, refuses the third with the week named, and takes the next week', async () => {
    expect((await book(ana, TUE)).statusCode).toBe(200);
    expect((await book(ana, WED)).statusCode).toBe(200);
    expect(problem(await book(ana, THU))).toEqual([409, 'WEEKLY_LIMIT_REACHED', 'Tu abono incluye 2 clases por semana y ya las reservaste la semana del 16/11.']);
    expect((await book(ana, NEXT_TUE)).statusCode).toBe(200);
    expect((await held(ana)).creditos_restantes).toBe(7);
  });

  it('counts only the bookings she holds: a cancelled class frees its place in the week', async () => {
    expect((await call(ana, 'DELETE', '/api/reservas/deleteReserva', { id: await bookingOf(ana, WED) })).statusCode).toBe(200);
    expect((await book(ana, THU)).statusCode).toBe(200);
  });

  it('refuses a waitlist the same way: she could not book the class either', async () => {
    // Booking's refusals come before the list's own (the class is not full).
    expect(problem(await call(ana, 'POST', '/api/reservas/joinWaitlist', { fecha: WED, horario_id: slotOn(WED) }))[1]).toBe('WEEKLY_LIMIT_REACHED');
  });

  it('gives an unlimited month more credits than the schedule can use, and books every class', async () => {
    expect((await assign(bea, { modalidad: 'libre' })).statusCode).toBe(200);
    // Three weekly classes on each of the month's 30 days.
    expect(await held(bea)).toMatchObject({ creditos_restantes: 90, libre: true });
    expect(await plan(bea)).toMatchObject({ clases: 'clases libres' });
    for (const fecha of [TUE, WED, THU, NEXT_TUE]) expect((await book(bea, fecha)).statusCode).toBe(200);
  });

  it('renews each month with the same classes', async () => {
    t.clock.set('2026-12-16T15:00:00Z');
    for (const who of [admin, ana, bea]) who.token = (await createSession(t.db.handle.db, who.userId, t.clock.now(), 1)).token;
    await chargeDuePlans({ db: t.db.handle.db, clock: t.clock, studioTz: STUDIO_TZ });
    // 16/12 to 15/01 touches five weeks again; 31 days of three classes.
    expect(await held(ana)).toMatchObject({ creditos_restantes: 10, clases_por_semana: 2, valido_hasta: '2027-01-16' });
    expect(await held(bea)).toMatchObject({ creditos_restantes: 93, libre: true });
  });

  it('rebuilds the same packages from the log', async () => {
    const rows = async () => JSON.parse(JSON.stringify((await sql`SELECT user_id, paquete_id, creditos_restantes, clases_por_semana, libre, valido_hasta FROM member_packages ORDER BY 1`.execute(t.db.handle.db)).rows));
    const live = await rows();
    expect(live.filter((r: { clases_por_semana: number | null; libre: boolean }) => r.clases_por_semana !== null || r.libre)).toHaveLength(2);
    await rebuildProjections(t.db.handle.db, { projectors: inlineProjectors() });
    expect(await rows()).toEqual(live);
  });
});
