import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { occurrenceStream } from '../../events/catalog/booking.events';
import { readStream } from '../../events/store/read';
import { applyAll } from '../../projections/runner/projection';
import { inlineProjectors } from '../../services/features';
import { recordDueNoShows } from '../../services/attendance/no-show.job';
import type { Database } from '../../db/schema';
import { createStudio, creditsOf, giveCredits } from '../support/studio-fixture';
import { createTestApp, type TestApp } from '../support/test-app';

// Wednesday 18 November 2026, 17:30 in Buenos Aires: the 18:00 class (3 places) opens for check-in at 17:00.
const WEDNESDAY = '2026-11-18';

class RolledBack extends Error {
  constructor(readonly snapshot: unknown) {
    super('rolled back');
  }
}

describe('check-in, walk-ins and no-shows from the class console', () => {
  let t: TestApp;
  let admin: { token: string; userId: string };
  let coach: { token: string; userId: string };
  let studio: Awaited<ReturnType<typeof createStudio>>;
  let slotId: number;
  const booked: Record<string, { token: string; userId: string; bookingId: number }> = {};

  const post = (token: string, url: string, payload: unknown = {}) => t.as(token, { method: 'POST', url, payload: payload as object });
  const day = async (token: string) => (await post(token, '/api/clases/getClasesDelDia', { fecha: WEDNESDAY })).json().clases[0];

  beforeAll(async () => {
    t = await createTestApp({ now: '2026-11-18T17:30:00-03:00' });
    admin = await t.signUp({ firstName: 'Dueña' });
    coach = await t.signUp({ firstName: 'Profe' });
    const made = await post(admin.token, '/api/user/setRole', { clerkUserId: coach.userId, role: 'coach' });
    if (made.statusCode !== 200) throw new Error(`setRole: ${made.statusCode} ${made.body}`);
    studio = await createStudio(t, admin.token, [{ dia_semana: 'Miércoles', hora: '18:00', cupo_maximo: 3 }]);
    slotId = studio.slotIds[0]!;
    for (const name of ['Ana', 'Bruno', 'Carla']) {
      const m = await t.signUp({ firstName: name });
      await giveCredits(t, m.userId, studio.packageId, 8);
      const res = await post(m.token, '/api/reservas/addReserva', { fecha: WEDNESDAY, horario_id: slotId });
      if (res.statusCode !== 200) throw new Error(`addReserva: ${res.statusCode} ${res.body}`);
      booked[name] = { ...m, bookingId: res.json().id };
    }
  });
  afterAll(() => t.close());

  it('lets a coach run classes and edit plans, but not touch money, packages, roles or reports', async () => {
    expect((await post(coach.token, '/api/clases/getClasesDelDia', {})).statusCode).toBe(200);
    expect((await post(coach.token, '/api/planificaciones/addPlanificacion', { nombre: 'Fuerza del profe' })).statusCode).toBe(201);
    const refused = [
      await post(coach.token, '/api/paquetes/assignPackageToUser', { clerkUserId: booked.Ana!.userId, paqueteId: studio.packageId }),
      await post(coach.token, '/api/paquetes/adjustCredits', { clerkUserId: booked.Ana!.userId, delta: 5, reason: 'regalo' }),
      await t.as(coach.token, { method: 'PUT', url: '/api/paquetes/addPaquete', payload: { nombre: 'Gratis', cantidad_clases: 99, precio: 0 } }),
      await post(coach.token, '/api/user/setRole', { clerkUserId: coach.userId, role: 'admin' }),
      await t.as(coach.token, { method: 'GET', url: '/api/reportes/resumen' }),
      await t.as(coach.token, { method: 'GET', url: '/api/paquetes/requests' }),
    ];
    expect(refused.map((r) => [r.statusCode, r.json().code])).toEqual(refused.map(() => [403, 'ADMIN_ONLY']));
  });

  it('refuses the console to members', async () => {
    const ana = booked.Ana!;
    const res = await post(ana.token, '/api/reservas/checkIn', { id: ana.bookingId });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'STAFF_ONLY', detail: 'Esta sección es solo para profesores y administradores.' });
    expect((await post(ana.token, '/api/clases/getClasesDelDia', {})).statusCode).toBe(403);
  });

  it('checks members in once, undoes a check-in, and shows the roster', async () => {
    const { Ana: ana, Bruno: bruno } = booked as Required<typeof booked>;
    expect((await post(coach.token, '/api/reservas/checkIn', { id: ana!.bookingId })).statusCode).toBe(200);
    const twice = await post(coach.token, '/api/reservas/checkIn', { id: ana!.bookingId });
    expect([twice.statusCode, twice.json().code]).toEqual([409, 'ALREADY_CHECKED_IN']);
    expect((await post(admin.token, '/api/reservas/checkIn', { id: bruno!.bookingId })).statusCode).toBe(200);
    expect((await post(coach.token, '/api/reservas/undoCheckIn', { id: bruno!.bookingId })).statusCode).toBe(200);
    expect((await post(coach.token, '/api/reservas/checkIn', { id: bruno!.bookingId })).statusCode).toBe(200);
    const missing = await post(coach.token, '/api/reservas/checkIn', { id: 999_999 });
    expect([missing.statusCode, missing.json().code]).toEqual([404, 'BOOKING_NOT_FOUND']);

    const c = await day(coach.token);
    expect(c).toMatchObject({ hora: '18:00', hora_fin: '19:00', disciplina: 'Funcional', cupo_maximo: 3, reservados: 3, presentes: 2, estado: 'proxima' });
    expect(c.reservas.map((r: { nombre: string; asistencia: string | null }) => [r.nombre, r.asistencia])).toEqual([
      ['Ana Prueba', 'presente'],
      ['Bruno Prueba', 'presente'],
      ['Carla Prueba', null],
    ]);
  });

  it('books a member only within capacity, and adds a walk-in beyond it with a reason and no credit', async () => {
    const dana = await t.signUp({ firstName: 'Dana' });
    await giveCredits(t, dana.userId, studio.packageId, 2);
    const body = { horario_id: slotId, fecha: WEDNESDAY, clerk_user_id: dana.userId, descontar_credito: true, motivo: 'Llamó por teléfono' };
    const full = await post(coach.token, '/api/clases/anotarSocio', { ...body, sin_reserva: false });
    expect([full.statusCode, full.json().code]).toEqual([409, 'SLOT_FULL']);
    const noReason = await post(coach.token, '/api/clases/anotarSocio', { ...body, sin_reserva: true, motivo: ' ' });
    expect(noReason.statusCode).toBe(400);
    const walkIn = await post(coach.token, '/api/clases/anotarSocio', { ...body, sin_reserva: true, descontar_credito: false, motivo: 'Vino sin reservar' });
    expect(walkIn.statusCode).toBe(200);
    booked.Dana = { ...dana, bookingId: walkIn.json().id };
    expect(await creditsOf(t, dana.userId)).toBe(2);
    const c = await day(coach.token);
    expect(c).toMatchObject({ reservados: 4, presentes: 3 });
    expect(c.reservas.at(-1)).toMatchObject({ nombre: 'Dana Prueba', asistencia: 'presente', sin_reserva: true, sin_credito: true, motivo: 'Vino sin reservar' });
    // The agenda never shows a negative place count for an overbooked class.
    const agenda = await t.as(dana.token, { method: 'GET', url: '/api/horarios/getCuposDisponibles' });
    expect(agenda.json().find((o: { fecha: string }) => o.fecha === WEDNESDAY)).toMatchObject({ cupo_disponible: 0 });
  });

  it('returns no credit when a booking made without one is cancelled, and the credit when one was taken', async () => {
    // The same weekly class a week later, still ahead.
    const nextWeek = '2026-11-25';
    const [eva, flor] = [await t.signUp({ firstName: 'Eva' }), await t.signUp({ firstName: 'Flor' })];
    await giveCredits(t, eva.userId, studio.packageId, 3);
    await giveCredits(t, flor.userId, studio.packageId, 3);
    const base = { horario_id: slotId, fecha: nextWeek, sin_reserva: false, motivo: 'Pidió por WhatsApp' };
    const free = await post(coach.token, '/api/clases/anotarSocio', { ...base, clerk_user_id: eva.userId, descontar_credito: false });
    const paid = await post(coach.token, '/api/clases/anotarSocio', { ...base, clerk_user_id: flor.userId, descontar_credito: true });
    expect([free.statusCode, paid.statusCode]).toEqual([200, 200]);
    expect([await creditsOf(t, eva.userId), await creditsOf(t, flor.userId)]).toEqual([3, 2]);
    expect((await post(coach.token, '/api/clases/cancelarReserva', { id: free.json().id })).statusCode).toBe(200);
    expect((await t.as(flor.token, { method: 'DELETE', url: '/api/reservas/deleteReserva', payload: { id: paid.json().id } })).statusCode).toBe(200);
    expect([await creditsOf(t, eva.userId), await creditsOf(t, flor.userId)]).toEqual([3, 3]);
  });

  it('turns the unchecked booking into a no-show once the clock passes the class end, once', async () => {
    const deps = { db: t.db.handle.db, clock: t.clock, studioTz: t.config.studioTz };
    t.clock.set('2026-11-18T18:59:00-03:00');
    expect(await recordDueNoShows(deps)).toBe(0);
    t.clock.set('2026-11-18T19:01:00-03:00');
    expect(await recordDueNoShows(deps)).toBe(1);
    expect(await recordDueNoShows(deps)).toBe(0);
    const c = await day(coach.token);
    expect(c.estado).toBe('terminada');
    expect(c.reservas.map((r: { asistencia: string | null }) => r.asistencia)).toEqual(['presente', 'presente', 'ausente', 'presente']);
    // The credit taken at booking stays used.
    expect(await creditsOf(t, booked.Carla!.userId)).toBe(7);
    // The roster is final: no undo after the end, but a no-show can be corrected the same day.
    const undo = await post(coach.token, '/api/reservas/undoCheckIn', { id: booked.Ana!.bookingId });
    expect([undo.statusCode, undo.json().code]).toEqual([409, 'ATTENDANCE_FINAL']);
  });

  it("shows each member's past classes with attendance and the credit each caused", async () => {
    const history = async (name: string) => (await post(booked[name]!.token, '/api/reservas/getHistorial', {})).json();
    expect(await history('Carla')).toEqual([{ id: booked.Carla!.bookingId, fecha: WEDNESDAY, hora: '18:00', disciplina: 'Funcional', estado: 'ausente', motivo_cancelacion: null, creditos: -1 }]);
    expect((await history('Ana'))[0]).toMatchObject({ estado: 'presente', creditos: -1 });
    expect((await history('Dana'))[0]).toMatchObject({ estado: 'presente', creditos: 0 });
    const other = await post(booked.Ana!.token, '/api/reservas/getHistorial', { clerkUserId: booked.Carla!.userId });
    expect(other.statusCode).toBe(403);
  });

  it('reports attendance and no-show rates per class to admins only', async () => {
    const report = await t.as(admin.token, { method: 'GET', url: `/api/reportes/asistencia?desde=${WEDNESDAY}&hasta=${WEDNESDAY}` });
    expect(report.statusCode).toBe(200);
    expect(report.json().clases).toEqual([
      { horario_id: slotId, dia_semana: 'Miércoles', hora: '18:00', disciplina: 'Funcional', clases: 1, presentes: 3, ausentes: 1, sin_registro: 0, canceladas: 0, tardias: 0, tasa_asistencia: 0.75, tasa_ausentes: 0.25, tasa_tardias: 0, en_espera: 0 },
    ]);
    expect((await t.as(coach.token, { method: 'GET', url: '/api/reportes/asistencia' })).statusCode).toBe(403);
  });

  it('rebuilds the same attendance from the log', async () => {
    const db = t.db.handle.db;
    const snapshot = async (trx: Kysely<Database>) => (await sql`SELECT * FROM attendance WHERE slot_id = ${slotId} AND fecha = ${WEDNESDAY} ORDER BY booking_id`.execute(trx)).rows;
    const live = await snapshot(db);
    expect(live).toHaveLength(4);
    const replayed = await db
      .transaction()
      .execute(async (trx) => {
        await trx.deleteFrom('attendance').where('fecha', '=', WEDNESDAY).execute();
        const { events } = await readStream(trx, occurrenceStream(slotId, WEDNESDAY).streamId);
        await applyAll(inlineProjectors().filter((p) => p.name === 'attendance@v1'), trx, events);
        throw new RolledBack(await snapshot(trx));
      })
      .catch((error: unknown) => (error instanceof RolledBack ? error.snapshot : Promise.reject(error)));
    expect(replayed).toEqual(live);
  });

  it('lists on a class the studio cancelled the members its cancellation took off it', async () => {
    const THURSDAY = '2026-11-19';
    const added = await post(admin.token, '/api/horarios/addHorario', { id: 0, dia_semana: 'Jueves', hora: '19:00', cupo_maximo: 3, disciplina_id: studio.disciplinaId });
    const thursday = added.json().id as number;
    for (const name of ['Ana', 'Bruno'] as const) expect((await post(booked[name]!.token, '/api/reservas/addReserva', { fecha: THURSDAY, horario_id: thursday })).statusCode).toBe(200);
    await t.as(booked.Bruno!.token, { method: 'DELETE', url: '/api/reservas/deleteReserva', payload: { id: (await post(coach.token, '/api/clases/getClasesDelDia', { fecha: THURSDAY })).json().clases[0].reservas[1].id } });
    const onDay = async () => (await post(coach.token, '/api/clases/getClasesDelDia', { fecha: THURSDAY })).json().clases.find((c: { horario_id: number }) => c.horario_id === thursday);
    expect((await onDay()).turnos_cancelados).toBeUndefined();
    expect((await post(admin.token, '/api/horarios/cancelOccurrence', { horario_id: thursday, fecha: THURSDAY, motivo: 'Sin luz' })).statusCode).toBe(200);
    // Bruno cancelled by himself before: only Ana's booking was the studio's doing.
    expect(await onDay()).toMatchObject({ reservas: [], turnos_cancelados: [{ clerk_user_id: booked.Ana!.userId, nombre: 'Ana Prueba' }] });
  });
});
