import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordDueNoShows } from '../../services/attendance/no-show.job';
import { createSession } from '../../services/platform/auth/local-sessions';
import { giveCredits, startStudioApp } from '../support/studio-fixture';
import type { TestApp } from '../support/test-app';

type Row = { clerkUserId: string; firstName: string; paquete: string | null; ultima_clase: string | null };
type Page = { data: Row[]; total: number };

/*
 * "Sin venir hace 2 semanas" on Usuarios: the members with an active package and no class in the last 14 days nor one
 * booked ahead, the ones Arbox and Glofox call "at risk". A studio with Monday and Wednesday 19:00, the clock walked
 * from Monday 2 November to Saturday 28 November 2026 (so the window starts on Saturday 14 November):
 * Bea came on 2 November only; Dani came on Wednesday 18 (checked in); Eli booked Monday 16 and did not come
 * (no-show); Ines booked Wednesday 18 and cancelled; Fede booked Monday 30 (ahead); Gabi holds a package and never
 * booked; Hugo has no package. Two came too recently to have stopped coming: Juli signed up on 2 November but got
 * her first package on 20 November; Kari signed up and got hers on Saturday 28.
 */
describe('GET /api/usuarios/lista?estado=sin_venir', () => {
  let t: TestApp;
  let admin: string;
  let lunes: number;
  const people: Record<string, string> = {};
  // The clock walks a month, past a session's 14 idle days: each call signs in at the clock's time, as a phone would.
  const as = async (userId: string, options: { method: 'GET' | 'POST' | 'DELETE'; url: string; payload?: object }) =>
    t.as((await createSession(t.db.handle.db, userId, t.clock.now(), 1)).token, options);
  const list = async (query: string) => {
    const res = await as(admin, { method: 'GET', url: `/api/usuarios/lista?${query}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Page;
  };
  const post = async (userId: string, url: string, payload: object, method: 'POST' | 'DELETE' = 'POST') => {
    const res = await as(userId, { method, url, payload });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };

  beforeAll(async () => {
    const start = await startStudioApp(
      [{ dia_semana: 'Lunes', hora: '19:00', cupo_maximo: 8 }, { dia_semana: 'Miércoles', hora: '19:00', cupo_maximo: 8 }],
      { now: '2026-11-02T12:00:00-03:00', admin: { firstName: 'Admin', lastName: 'Estudio' } },
    );
    t = start.t;
    admin = start.admin.userId;
    lunes = start.studio.slotIds[0];
    const miercoles = start.studio.slotIds[1];
    for (const firstName of ['Bea', 'Dani', 'Eli', 'Ines', 'Fede', 'Gabi', 'Hugo', 'Juli']) {
      people[firstName] = (await t.signUp({ firstName, lastName: 'Socia' })).userId;
      if (firstName !== 'Hugo' && firstName !== 'Juli') await giveCredits(t, people[firstName], start.studio.packageId, 8, '2026-12-20');
    }
    await post(people.Bea, '/api/reservas/addReserva', { fecha: '2026-11-02', horario_id: lunes });

    t.clock.set('2026-11-16T12:00:00-03:00');
    await post(people.Eli, '/api/reservas/addReserva', { fecha: '2026-11-16', horario_id: lunes });
    const dani = await post(people.Dani, '/api/reservas/addReserva', { fecha: '2026-11-18', horario_id: miercoles });
    const ines = await post(people.Ines, '/api/reservas/addReserva', { fecha: '2026-11-18', horario_id: miercoles });
    await post(people.Ines, '/api/reservas/deleteReserva', { id: ines.id }, 'DELETE');
    t.clock.set('2026-11-16T20:01:00-03:00');
    const noShows = await recordDueNoShows({ db: t.db.handle.db, clock: t.clock, studioTz: t.config.studioTz });
    if (noShows !== 1) throw new Error(`setup: expected Eli's no-show, the sweep recorded ${noShows}`);
    t.clock.set('2026-11-18T19:05:00-03:00');
    await post(admin, '/api/reservas/checkIn', { id: dani.id });

    t.clock.set('2026-11-20T10:00:00-03:00');
    await giveCredits(t, people.Juli, start.studio.packageId, 8, '2026-12-20');
    t.clock.set('2026-11-28T10:00:00-03:00');
    await post(people.Fede, '/api/reservas/addReserva', { fecha: '2026-11-30', horario_id: lunes });
    people.Kari = (await t.signUp({ firstName: 'Kari', lastName: 'Socia' })).userId;
    await giveCredits(t, people.Kari, start.studio.packageId, 8, '2026-12-20');
  });
  afterAll(() => t?.close());

  it('lists the members with an active package and no class from 14 November on, past or ahead', async () => {
    const page = await list('estado=sin_venir');
    expect(page.data.map((r) => [r.firstName, r.ultima_clase])).toEqual([
      ['Bea', '2026-11-02'],
      ['Eli', null],
      ['Gabi', null],
      ['Ines', null],
    ]);
    expect(page.total).toBe(4);
    expect(page.data.every((r) => r.paquete === '8 clases')).toBe(true);
  });

  it('leaves out who signed up or got a first package within the two weeks: they have not stopped coming', async () => {
    const names = (await list('estado=sin_venir')).data.map((r) => r.firstName);
    expect(names).not.toContain('Juli');
    expect(names).not.toContain('Kari');
  });

  it('gives every row its last class (an absence or a cancelled booking is none; a class ahead is not yet one)', async () => {
    const byName = new Map((await list('por_pagina=100')).data.map((r) => [r.firstName, r.ultima_clase]));
    expect(Object.fromEntries(byName)).toEqual({
      Admin: null, Bea: '2026-11-02', Dani: '2026-11-18', Eli: null, Fede: null, Gabi: null, Hugo: null, Ines: null, Juli: null, Kari: null,
    });
  });

  it('sorts by the last class, who came longest ago first, members without one last by name', async () => {
    const sorted = await list('orden=ultima_clase&por_pagina=100');
    expect(sorted.data.map((r) => r.firstName)).toEqual(['Bea', 'Dani', 'Admin', 'Eli', 'Fede', 'Gabi', 'Hugo', 'Ines', 'Juli', 'Kari']);
    const latestFirst = await list('orden=ultima_clase&dir=desc&por_pagina=100');
    expect(latestFirst.data.map((r) => r.firstName).slice(0, 2)).toEqual(['Dani', 'Bea']);
  });

  it('exports the same members with their last class in Usuarios\' CSV', async () => {
    const res = await as(admin, { method: 'GET', url: '/api/reportes/exportarUsuarios?estado=sin_venir' });
    const rows = res.body.replace(/^\uFEFF/, '').trimEnd().split('\r\n');
    expect(rows[0].endsWith(';Comprobante pendiente;Última clase')).toBe(true);
    expect(rows.slice(1).map((r) => [r.split(';')[0], r.split(';').at(-1)])).toEqual([['Bea', '02/11/2026'], ['Eli', ''], ['Gabi', ''], ['Ines', '']]);
  });

  it('lets a member back in once she books again, and counts the window from the studio day', async () => {
    const before = await list('estado=sin_venir');
    await post(people.Gabi, '/api/reservas/addReserva', { fecha: '2026-11-30', horario_id: lunes });
    expect((await list('estado=sin_venir')).data.map((r) => r.firstName)).toEqual(before.data.map((r) => r.firstName).filter((n) => n !== 'Gabi'));
    // Thursday 3 December: Dani's 18 November is more than 14 days back (the window starts on the 19th), so she joins.
    t.clock.set('2026-12-03T10:00:00-03:00');
    expect((await list('estado=sin_venir')).data.map((r) => r.firstName)).toContain('Dani');
    // Saturday 5 December: Juli's first package (20 November) is now more than 14 days old; Kari's (28th) is not.
    t.clock.set('2026-12-05T10:00:00-03:00');
    const names = (await list('estado=sin_venir')).data.map((r) => r.firstName);
    expect(names).toContain('Juli');
    expect(names).not.toContain('Kari');
  });

  it('is the admin\'s, like the rest of Usuarios', async () => {
    const res = await as(people.Bea, { method: 'GET', url: '/api/usuarios/lista?estado=sin_venir' });
    expect(res.statusCode).toBe(403);
  });
});
