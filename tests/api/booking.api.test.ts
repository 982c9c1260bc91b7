import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStudio, creditsOf, giveCredits } from '../support/studio-fixture';
import { createTestApp, type TestApp } from '../support/test-app';

// Monday 16 November 2026, noon in Buenos Aires. The slot is on Wednesdays at 18:00 with 2 places.
const WEDNESDAY = '2026-11-18';

describe('booking a class', () => {
  let t: TestApp;
  let admin: { token: string; userId: string };
  let studio: Awaited<ReturnType<typeof createStudio>>;
  let slotId: number;

  beforeAll(async () => {
    t = await createTestApp({ now: '2026-11-16T12:00:00-03:00' });
    admin = await t.signUp({ firstName: 'Carla' });
    studio = await createStudio(t, admin.token, [{ dia_semana: 'Miércoles', hora: '18:00', cupo_maximo: 2 }]);
    slotId = studio.slotIds[0]!;
  });
  afterAll(() => t.close());

  const member = async (credits: number | null) => {
    const m = await t.signUp();
    if (credits !== null) await giveCredits(t, m.userId, studio.packageId, credits);
    return m;
  };
  const reserve = (token: string, body: Record<string, unknown>, key?: string) =>
    t.as(token, { method: 'POST', url: '/api/reservas/addReserva', payload: body, headers: key ? { 'idempotency-key': key } : {} });

  it('takes a place and a credit, and shows in the member turnos and the agenda', async () => {
    const ana = await member(8);
    const res = await reserve(ana.token, { fecha: WEDNESDAY, horario_id: slotId, clerk_user_id: ana.userId });
    expect(res.statusCode).toBe(200);
    expect(res.json().id).toBeGreaterThan(0);
    expect(await creditsOf(t, ana.userId)).toBe(7);
    const mine = await t.as(ana.token, { method: 'POST', url: '/api/reservas/getReservasByIdUsr', payload: { clerkUserId: ana.userId } });
    expect(mine.json()).toEqual([{ id: res.json().id, fecha: WEDNESDAY, horario_id: slotId, clerk_user_id: ana.userId, hora: '18:00', disciplina: 'Funcional', profesor: null, duracion_minutos: 60, estado: 'reservado', posicion: null, lugar_ofrecido: false, movida_desde: null, cancelacion: { gratis_hasta: null, devuelve_credito: true, tardias_sin_costo_restantes: null } }]);
    const agenda = await t.as(ana.token, { method: 'GET', url: '/api/horarios/getCuposDisponibles' });
    const occurrence = agenda.json().find((o: { fecha: string }) => o.fecha === WEDNESDAY);
    expect(occurrence).toMatchObject({ horario_id: slotId, cupo_maximo: 2, cupo_disponible: 1, reserva_id: res.json().id, disciplina: 'Funcional' });
    const nextWeek = agenda.json().find((o: { fecha: string }) => o.fecha === '2026-11-25');
    expect(nextWeek).toMatchObject({ cupo_disponible: 2, reserva_id: null });
    expect(agenda.json().some((o: { fecha: string }) => o.fecha > '2026-11-30')).toBe(false);

    const again = await reserve(ana.token, { fecha: WEDNESDAY, horario_id: slotId });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('ALREADY_BOOKED');
    expect(await creditsOf(t, ana.userId)).toBe(7);
  });

  it('refuses a full class with the studio message and takes nothing', async () => {
    const [b, c] = [await member(8), await member(8)];
    expect((await reserve(b.token, { fecha: WEDNESDAY, horario_id: slotId })).statusCode).toBe(200);
    const full = await reserve(c.token, { fecha: WEDNESDAY, horario_id: slotId });
    expect(full.statusCode).toBe(409);
    expect(full.headers['content-type']).toMatch(/problem\+json/);
    expect(full.json()).toMatchObject({ code: 'SLOT_FULL', detail: 'No hay cupos disponibles para este horario.' });
    expect(await creditsOf(t, c.userId)).toBe(8);
  });

  it('refuses members without a package, wrong weekdays, past classes and dates beyond the agenda', async () => {
    const nobody = await member(null);
    expect((await reserve(nobody.token, { fecha: '2026-11-25', horario_id: slotId })).json()).toMatchObject({ code: 'NO_PACKAGE', detail: 'No tienes paquete activo.' });
    const dora = await member(3);
    expect((await reserve(dora.token, { fecha: '2026-11-19', horario_id: slotId })).json().code).toBe('WRONG_WEEKDAY');
    expect((await reserve(dora.token, { fecha: '2026-11-11', horario_id: slotId })).json().code).toBe('CLASS_STARTED');
    expect((await reserve(dora.token, { fecha: '2026-12-02', horario_id: slotId })).json().code).toBe('OUTSIDE_AGENDA');
    expect((await reserve(dora.token, { fecha: '2026-11-25', horario_id: 99999 })).statusCode).toBe(404);
    const bad = await reserve(dora.token, { fecha: '25/11/2026', horario_id: slotId });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('VALIDATION_ERROR');
    expect(await creditsOf(t, dora.userId)).toBe(3);
  });

  it('shows the timetable to anyone signed in (no package, the owner), with only their own bookings on it', async () => {
    const booked = await member(2);
    const res = await reserve(booked.token, { fecha: '2026-11-25', horario_id: slotId });
    expect(res.statusCode).toBe(200);
    for (const viewer of [await member(null), admin]) {
      const agenda = await t.as(viewer.token, { method: 'GET', url: '/api/horarios/getCuposDisponibles' });
      expect(agenda.statusCode).toBe(200);
      const classes = agenda.json() as Array<{ fecha: string; horario_id: number; reserva_id: number | null }>;
      expect(classes.map((o) => o.fecha)).toEqual([WEDNESDAY, '2026-11-25']);
      expect(classes.every((o) => o.reserva_id === null)).toBe(true);
    }
    const own = (await t.as(booked.token, { method: 'GET', url: '/api/horarios/getCuposDisponibles' })).json() as Array<{ fecha: string; reserva_id: number | null }>;
    expect(own.find((o) => o.fecha === '2026-11-25')?.reserva_id).toBe(res.json().id);
    expect((await t.as(booked.token, { method: 'DELETE', url: '/api/reservas/deleteReserva', payload: { id: res.json().id } })).statusCode).toBe(200);
  });

  it("never books for someone else and never cancels another member's turno", async () => {
    const [eva, fede] = [await member(4), await member(4)];
    const forOther = await reserve(eva.token, { fecha: '2026-11-25', horario_id: slotId, clerk_user_id: fede.userId });
    expect(forOther.statusCode).toBe(403);
    const booked = await reserve(fede.token, { fecha: '2026-11-25', horario_id: slotId });
    const steal = await t.as(eva.token, { method: 'DELETE', url: '/api/reservas/deleteReserva', payload: { id: booked.json().id } });
    expect(steal.statusCode).toBe(403);
    expect(steal.json().code).toBe('NOT_YOUR_BOOKING');
    const peek = await t.as(eva.token, { method: 'POST', url: '/api/reservas/getReservasByIdUsr', payload: { clerkUserId: fede.userId } });
    expect(peek.statusCode).toBe(403);
  });

  it('cancels: the credit and the place come back, and the admin audit tells who did what', async () => {
    const gabi = await member(2);
    const booked = await reserve(gabi.token, { fecha: '2026-11-25', horario_id: slotId });
    expect(await creditsOf(t, gabi.userId)).toBe(1);
    const cancel = await t.as(gabi.token, { method: 'DELETE', url: '/api/reservas/deleteReserva', payload: { id: booked.json().id, clerk_user_id: gabi.userId } });
    expect(cancel.statusCode).toBe(200);
    expect(await creditsOf(t, gabi.userId)).toBe(2);
    const twice = await t.as(gabi.token, { method: 'DELETE', url: '/api/reservas/deleteReserva', payload: { id: booked.json().id } });
    expect(twice.json().code).toBe('BOOKING_NOT_FOUND');

    const history = await t.as(admin.token, { method: 'POST', url: '/api/reservas/historialUsuario', payload: { clerkUserId: gabi.userId } });
    expect(history.json().map((h: { kind: string; actorId: string }) => [h.kind, h.actorId])).toEqual([
      ['booked', gabi.userId],
      ['cancelled', gabi.userId],
    ]);
    const roster = await t.as(admin.token, { method: 'POST', url: '/api/reservas/ocupacion', payload: { horario_id: slotId, fecha: '2026-11-25' } });
    expect(roster.json().history.length).toBeGreaterThanOrEqual(2);
    const memberAudit = await t.as(gabi.token, { method: 'POST', url: '/api/reservas/historialUsuario', payload: { clerkUserId: gabi.userId } });
    expect(memberAudit.statusCode).toBe(403);
  });

  it('books once when the same request is retried with its Idempotency-Key', async () => {
    const hugo = await member(5);
    const body = { fecha: '2026-11-25', horario_id: slotId };
    const first = await reserve(hugo.token, body, 'retry-key-0001');
    const second = await reserve(hugo.token, body, 'retry-key-0001');
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    expect(await creditsOf(t, hugo.userId)).toBe(4);
    const other = await reserve(hugo.token, { fecha: '2026-11-18', horario_id: slotId }, 'retry-key-0001');
    expect(other.statusCode).toBe(422);
  });

  it('answers 401 to anonymous callers', async () => {
    expect((await reserve('', { fecha: WEDNESDAY, horario_id: slotId })).statusCode).toBe(401);
  });
});
