import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { giveCredits, startStudioApp } from '../support/studio-fixture';
import type { TestApp } from '../support/test-app';

// Monday 16 November 2026, noon in Buenos Aires: one class on Wednesdays at 18:00, one on Mondays at 19:00.
const WEDNESDAY = '2026-11-18';
const TODAY = '2026-11-16';
const DELETED = { status: 409, code: 'USER_DELETED', detail: 'Esa cuenta fue eliminada: ya no puedes darle paquetes, créditos, turnos ni planificaciones.' };

/**
 * A member deletes her account (local mode); then staff try to give her money, bookings and plans, as careless staff
 * (or a stale screen) would. Every one of those commands is refused with USER_DELETED and appends nothing to any of
 * her streams; a bulk assignment reports her among the refused and goes on with the others.
 */
describe('nothing is given to a deleted account', () => {
  let t: TestApp;
  let admin: { token: string; userId: string };
  let coach: { token: string; userId: string };
  let gone: { token: string; userId: string };
  let stays: { token: string; userId: string };
  let studio: Awaited<ReturnType<typeof startStudioApp>>['studio'];
  let planId: number;

  const post = (token: string, url: string, payload: Record<string, unknown>) => t.as(token, { method: 'POST', url, payload });
  /** Every event on one of her streams (member, user, notification settings…) or naming her (a class's booking). */
  const hers = async () => {
    const rows = await t.db.handle.db.selectFrom('es_events').select(['stream_id', 'event_type'])
      .where((eb) => eb.or([eb('stream_id', 'like', `%${gone.userId}%`), eb('data', '@>', JSON.stringify({ userId: gone.userId }) as never)]))
      .orderBy('stream_id').orderBy('stream_position').execute();
    return rows.map((r) => `${r.stream_id} ${r.event_type}`);
  };
  const ok = <R extends { statusCode: number; body: string }>(res: R): R => {
    if (res.statusCode >= 300) throw new Error(`setup request failed: ${res.statusCode} ${res.body}`);
    return res;
  };
  const expectRefused = (res: { statusCode: number; json(): unknown }) => {
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject(DELETED);
  };

  beforeAll(async () => {
    ({ t, admin, studio } = await startStudioApp([
      { dia_semana: 'Miércoles', hora: '18:00', cupo_maximo: 3 },
      { dia_semana: 'Lunes', hora: '19:00', cupo_maximo: 3 },
    ]));
    coach = await t.signUp({ firstName: 'Profe' });
    ok(await post(admin.token, '/api/user/setRole', { clerkUserId: coach.userId, role: 'coach' }));
    gone = await t.signUp({ firstName: 'Gabriela', email: 'gabriela@example.com', password: 'me voy del estudio' });
    stays = await t.signUp({ firstName: 'Sofía' });
    await giveCredits(t, gone.userId, studio.packageId, 8);
    planId = ok(await post(admin.token, '/api/planificaciones/addPlanificacion', { nombre: 'Fuerza' })).json().id as number;
  });
  afterAll(() => t.close());

  it('deletes the account: her session ends and her package closes', async () => {
    const deleted = await post(gone.token, '/api/auth/delete-account', { confirmacion: 'Eliminar cuenta' });
    expect(deleted.statusCode).toBe(204);
    expect((await t.as(gone.token, { method: 'GET', url: '/api/auth/me' })).statusCode).toBe(401);
    const pkg = await t.db.handle.db.selectFrom('member_packages').selectAll().where('user_id', '=', gone.userId).executeTakeFirstOrThrow();
    expect(pkg).toMatchObject({ paquete_id: null, creditos_restantes: 0 });
    expect((await hers()).filter((e) => e.startsWith('member:'))).toEqual([
      `member:${gone.userId} PackageAssigned`,
      `member:${gone.userId} PackageRemoved`,
      `member:${gone.userId} MemberDeleted`,
    ]);
  });

  it('refuses a package and a credit adjustment, appending nothing (defect 1)', async () => {
    const before = await hers();
    expectRefused(await post(admin.token, '/api/paquetes/assignPackageToUser', { clerkUserId: gone.userId, paqueteId: studio.packageId }));
    expectRefused(await post(admin.token, '/api/paquetes/adjustCredits', { clerkUserId: gone.userId, delta: 3, reason: 'Regalo' }));
    expect(await hers()).toEqual(before);
    const pkg = await t.db.handle.db.selectFrom('member_packages').select(['paquete_id', 'creditos_restantes']).where('user_id', '=', gone.userId).executeTakeFirstOrThrow();
    expect(pkg).toEqual({ paquete_id: null, creditos_restantes: 0 });
  });

  it('reports her among the refused of a bulk assignment, and assigns the others (defect 1)', async () => {
    const before = await hers();
    const res = await post(admin.token, '/api/usuarios/bulkAsignarPaquete', { paqueteId: studio.packageId, modo: 'asignar', clerkUserIds: [gone.userId, stays.userId] });
    expect(res.statusCode).toBe(200);
    const answer = res.json() as { correctos: number; fallidos: number; resultados: { clerkUserId: string; ok: boolean; code?: string; motivo?: string }[] };
    expect({ correctos: answer.correctos, fallidos: answer.fallidos }).toEqual({ correctos: 1, fallidos: 1 });
    expect(answer.resultados.find((r) => r.clerkUserId === gone.userId)).toMatchObject({ ok: false, code: 'USER_DELETED', motivo: 'Su cuenta fue eliminada: no recibe paquetes.' });
    expect(answer.resultados.find((r) => r.clerkUserId === stays.userId)).toMatchObject({ ok: true, resultado: 'asignado' });
    expect(await hers()).toEqual(before);
  });

  it('refuses to book her, as a coach or as an admin, and leaves her off the roster (defect 2)', async () => {
    const before = await hers();
    const [wednesday, monday] = studio.slotIds as [number, number];
    const anotar = { horario_id: wednesday, fecha: WEDNESDAY, clerk_user_id: gone.userId, sin_reserva: false, descontar_credito: false, motivo: 'Pidió por WhatsApp' };
    expectRefused(await post(coach.token, '/api/clases/anotarSocio', anotar));
    expectRefused(await post(coach.token, '/api/clases/anotarSocio', { ...anotar, horario_id: monday, fecha: TODAY, sin_reserva: true }));
    expectRefused(await post(admin.token, '/api/reservas/addReserva', { fecha: WEDNESDAY, horario_id: wednesday, clerk_user_id: gone.userId }));
    expect(await hers()).toEqual(before);
    const roster = await post(admin.token, '/api/clases/getClasesDelDia', { fecha: WEDNESDAY });
    expect(roster.statusCode).toBe(200);
    expect(JSON.stringify(roster.json())).not.toContain(gone.userId);
    expect(JSON.stringify(roster.json())).not.toContain('Socio eliminado');
  });

  it('refuses to assign her a plan, to put her in a group or to register a device for her (defect 2)', async () => {
    const before = await hers();
    expectRefused(await post(coach.token, '/api/planificaciones/assignPlanificacionToUser', { clerkUserId: gone.userId, planificacionId: planId }));
    const group = (await post(admin.token, '/api/user/addGrupo', { nombre: 'Mañana' })).json().id as number;
    expectRefused(await post(admin.token, '/api/user/addUsersToGrupo', { grupoId: group, userIds: [gone.userId] }));
    // A well-formed subscription on a public address (no name to resolve): refused for who it is, not for what it is.
    const keys = { p256dh: Buffer.alloc(65, 4).toString('base64url'), auth: Buffer.alloc(16, 7).toString('base64url') };
    expectRefused(await post(admin.token, '/api/user/addNotificationToken', { clerkUserId: gone.userId, token: { endpoint: 'https://93.184.216.34/push/abc', keys } }));
    expect(await hers()).toEqual(before);
    const members = await t.db.handle.db.selectFrom('plan_members').select('user_id').where('user_id', '=', gone.userId).execute();
    expect(members).toEqual([]);
  });
});
