import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningProcessors } from '../../projections/runner/async-runner';
import { createStudio, giveCredits } from '../support/studio-fixture';
import { createTestApp, type TestApp } from '../support/test-app';
import { settleReports, startReports } from './support/reports-run';

/*
 * "This month" in Reportes ends at the studio's midnight, not UTC's. At 23:30 of Monday 30 November in Buenos Aires
 * (already 02:30 of 1 December in UTC) Ana signs up and books Thursday's class; ten minutes into Tuesday 1 December
 * Caro signs up and books it too. November holds Ana's, December Caro's.
 */
describe("reports@v8: a month's figures end at the studio's midnight", () => {
  let t: TestApp;
  let runner: RunningProcessors;
  let admin: string;
  const get = async (url: string) => {
    const res = await t.as(admin, { method: 'GET', url });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const november = 'desde=2026-11-01&hasta=2026-11-30';
  const december = 'desde=2026-12-01&hasta=2026-12-31';

  beforeAll(async () => {
    t = await createTestApp({ now: '2026-11-30T23:30:00-03:00' });
    admin = (await t.signUp()).token;
    runner = await startReports(t);
    const studio = await createStudio(t, admin, [{ dia_semana: 'Jueves', hora: '18:00', cupo_maximo: 6 }]);
    const book = async (member: { token: string; userId: string }) => {
      await giveCredits(t, member.userId, studio.packageId, 8, '2027-01-01');
      const res = await t.as(member.token, { method: 'POST', url: '/api/reservas/addReserva', payload: { fecha: '2026-12-03', horario_id: studio.slotIds[0] } });
      expect(res.statusCode, res.body).toBe(200);
    };
    await book(await t.signUp({ firstName: 'Ana', lastName: 'Paz' }));
    t.clock.set('2026-12-01T00:10:00-03:00');
    await book(await t.signUp({ firstName: 'Caro', lastName: 'Sosa' }));
    await settleReports(t, runner);
  });
  afterAll(async () => {
    await runner?.stop();
    await t?.close();
  });

  it('counts 23:30 of the 30th in November and 00:10 of the 1st in December', async () => {
    const before = await get(`/api/reportes/resumen?${november}`);
    expect(before.totals).toMatchObject({ bookings: 1, newMembers: 1, creditsConsumed: 1, packagesAssigned: 1 });
    expect(before.days.filter((d: { bookings: number }) => d.bookings > 0).map((d: { date: string }) => d.date)).toEqual(['2026-11-30']);
    const after = await get(`/api/reportes/resumen?${december}`);
    expect(after.totals).toMatchObject({ bookings: 1, newMembers: 1, creditsConsumed: 1, packagesAssigned: 1 });
    expect(after.days.filter((d: { bookings: number }) => d.bookings > 0).map((d: { date: string }) => d.date)).toEqual(['2026-12-01']);
  });

  it('lists each booking and new member under the month it fell in, with its studio day', async () => {
    const line = (e: { date: string; member: string }) => [e.date, e.member];
    expect((await get(`/api/reportes/detalle?${november}&cifra=reservas`)).entries.map(line)).toEqual([['2026-11-30', 'Ana Paz']]);
    expect((await get(`/api/reportes/detalle?${december}&cifra=reservas`)).entries.map(line)).toEqual([['2026-12-01', 'Caro Sosa']]);
    expect((await get(`/api/reportes/detalle?${november}&cifra=socios`)).entries.map(line)).toEqual([['2026-11-30', 'Ana Paz']]);
    expect((await get(`/api/reportes/detalle?${december}&cifra=socios`)).entries.map(line)).toEqual([['2026-12-01', 'Caro Sosa']]);
  });
});
