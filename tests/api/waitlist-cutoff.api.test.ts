import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditsOf, memberWithCredits, startStudioApp } from '../support/studio-fixture';
import type { TestApp } from '../support/test-app';

// Monday 16 November 2026, noon in Buenos Aires. Today's classes at 12:45 and 12:20 (one place each) start 45 and
// 20 minutes from now; the discipline's waitlist is automatic until 30 minutes before class (a cutoff the
// studio sets per discipline).
const TODAY = '2026-11-16';
const POLICY = { reservas_abren_dias_antes: null, reservas_cierran_minutos_antes: 0, cancelacion_gratis_horas_antes: null, cancelaciones_tardias_gratis_mes: 0 };

describe('the waitlist cutoff the studio sets per discipline', () => {
  let t: TestApp;
  let admin: { token: string; userId: string };
  let studio: Awaited<ReturnType<typeof startStudioApp>>['studio'];

  beforeAll(async () => {
    ({ t, admin, studio } = await startStudioApp(
      [
        { dia_semana: 'Lunes', hora: '12:45', cupo_maximo: 1 },
        { dia_semana: 'Lunes', hora: '12:20', cupo_maximo: 1 },
      ],
      { now: '2026-11-16T12:00:00-03:00', admin: { firstName: 'Carla' } },
    ));
    const set = await t.as(admin.token, {
      method: 'PUT',
      url: '/api/disciplinas/setPoliticaReservas',
      payload: { id: studio.disciplinaId, ...POLICY, lista_espera_automatica_minutos_antes: 30 },
    });
    if (set.statusCode !== 200) throw new Error(`setPoliticaReservas answered ${set.statusCode}: ${set.body}`);
  });
  afterAll(() => t.close());

  const call = (token: string, method: 'POST' | 'DELETE', url: string, payload: Record<string, unknown>) => t.as(token, { method, url, payload });
  const member = (name: string) => memberWithCredits(t, studio.packageId, 3, { firstName: name });
  const turnos = async (m: { token: string; userId: string }) =>
    (await call(m.token, 'POST', '/api/reservas/getReservasByIdUsr', { clerkUserId: m.userId })).json() as Array<Record<string, unknown>>;

  /** A full class with one member waiting; the holder cancels. Returns the waiting member. */
  const freePlaceWithOneWaiting = async (slotId: number) => {
    const holder = await member('Titular');
    const booked = await call(holder.token, 'POST', '/api/reservas/addReserva', { fecha: TODAY, horario_id: slotId });
    expect(booked.statusCode).toBe(200);
    const waiting = await member('Espera');
    expect((await call(waiting.token, 'POST', '/api/reservas/joinWaitlist', { fecha: TODAY, horario_id: slotId })).statusCode).toBe(200);
    expect((await call(holder.token, 'DELETE', '/api/reservas/deleteReserva', { id: booked.json().id })).statusCode).toBe(200);
    return waiting;
  };

  it('lists the cutoff with the discipline, and the admin can set it back', async () => {
    const list = (await t.as(admin.token, { method: 'GET', url: '/api/disciplinas/getDisciplinas' })).json() as Array<Record<string, unknown>>;
    expect(list.find((d) => d.id === studio.disciplinaId)).toMatchObject({ lista_espera_automatica_minutos_antes: 30 });
    const out = await t.as(admin.token, {
      method: 'PUT',
      url: '/api/disciplinas/setPoliticaReservas',
      payload: { id: studio.disciplinaId, ...POLICY, lista_espera_automatica_minutos_antes: 1441 },
    });
    expect(out.statusCode).toBe(400);
  });

  it('45 minutes before class (cutoff 30) books the first in line automatically', async () => {
    const waiting = await freePlaceWithOneWaiting(studio.slotIds[0]!);
    expect(await creditsOf(t, waiting.userId)).toBe(2);
    expect((await turnos(waiting)).map((r) => r.estado)).toEqual(['reservado']);
  });

  it('20 minutes before class (cutoff 30) offers the place to the list instead', async () => {
    const waiting = await freePlaceWithOneWaiting(studio.slotIds[1]!);
    expect(await creditsOf(t, waiting.userId)).toBe(3);
    expect((await turnos(waiting))[0]).toMatchObject({ estado: 'en_espera', posicion: 1, lugar_ofrecido: true });
  });
});
