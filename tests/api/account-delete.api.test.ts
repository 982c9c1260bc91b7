import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditsOf, giveCredits, startStudioApp } from '../support/studio-fixture';
import type { TestApp } from '../support/test-app';

// Monday 16 November 2026, noon in Buenos Aires: one class today at 18:00, one on Wednesdays at 18:00.
const TODAY = '2026-11-16';
const WEDNESDAY = '2026-11-18';
const NEXT_WEDNESDAY = '2026-11-25';

describe('deleting a local account (docs/product.md §5: typing Eliminar cuenta)', () => {
  let t: TestApp;
  let admin: { token: string; userId: string };
  let studio: Awaited<ReturnType<typeof startStudioApp>>['studio'];

  beforeAll(async () => {
    ({ t, admin, studio } = await startStudioApp(
      [
        { dia_semana: 'Lunes', hora: '18:00', cupo_maximo: 3 },
        { dia_semana: 'Miércoles', hora: '18:00', cupo_maximo: 3 },
      ],
      { now: '2026-11-16T12:00:00-03:00', admin: { firstName: 'Carla' } },
    ));
  });
  afterAll(() => t.close());

  const reserve = async (token: string, fecha: string, slotId: number) => {
    const res = await t.as(token, { method: 'POST', url: '/api/reservas/addReserva', payload: { fecha, horario_id: slotId } });
    expect(res.statusCode).toBe(200);
  };
  const placesLeft = async (fecha: string, slotId: number) => {
    const agenda = await t.as(admin.token, { method: 'GET', url: '/api/horarios/getCuposDisponibles' });
    return (agenda.json() as { fecha: string; horario_id: number; cupo_disponible: number }[]).find((o) => o.fecha === fecha && o.horario_id === slotId)!.cupo_disponible;
  };
  const deleteAccount = (token: string, confirmacion: string) =>
    t.as(token, { method: 'POST', url: '/api/auth/delete-account', payload: { confirmacion } });

  it('refuses without the exact confirmation and changes nothing', async () => {
    const member = await t.signUp({ email: 'dudosa@example.com', password: 'quiero quedarme' });
    const res = await deleteAccount(member.token, 'eliminar');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'CONFIRMATION_REQUIRED', detail: 'Para eliminar tu cuenta escribe Eliminar cuenta.' });
    expect((await t.as(member.token, { method: 'GET', url: '/api/auth/me' })).statusCode).toBe(200);
  });

  it('cancels bookings after today with places and credits back, ends sessions, and leaves "Socio eliminado"', async () => {
    const [monday, wednesday] = studio.slotIds as [number, number];
    const email = 'baja@example.com';
    const member = await t.signUp({ email, password: 'me voy del estudio', firstName: 'Berta', lastName: 'Baja' });
    const secondDevice = (await t.app.inject({ method: 'POST', url: '/api/auth/sign-in', payload: { email, password: 'me voy del estudio' } })).json().token as string;
    await giveCredits(t, member.userId, studio.packageId, 8);
    await reserve(member.token, TODAY, monday);
    await reserve(member.token, WEDNESDAY, wednesday);
    await reserve(member.token, NEXT_WEDNESDAY, wednesday);
    expect(await creditsOf(t, member.userId)).toBe(5);
    expect(await placesLeft(WEDNESDAY, wednesday)).toBe(2);
    expect((await t.as(secondDevice, { method: 'GET', url: '/api/auth/me' })).statusCode).toBe(200);

    const res = await deleteAccount(member.token, 'Eliminar cuenta');
    expect(res.statusCode).toBe(204);

    // Bookings after today: cancelled through CancelBooking, so the place and the credit come back; then the package
    // closes with the account, its credits with it.
    expect(await placesLeft(WEDNESDAY, wednesday)).toBe(3);
    expect(await placesLeft(NEXT_WEDNESDAY, wednesday)).toBe(3);
    expect(await placesLeft(TODAY, monday)).toBe(2);
    expect(await creditsOf(t, member.userId)).toBe(0);
    const ledger = await t.db.handle.db.selectFrom('credit_ledger').select(['kind', 'balance']).where('user_id', '=', member.userId).orderBy('position').execute();
    expect(ledger.slice(-3)).toEqual([{ kind: 'restored', balance: 6 }, { kind: 'restored', balance: 7 }, { kind: 'removed', balance: 0 }]);

    // Every session ends (the auth cache knew both), and the password no longer signs in.
    expect((await t.as(member.token, { method: 'GET', url: '/api/auth/me' })).statusCode).toBe(401);
    expect((await t.as(secondDevice, { method: 'GET', url: '/api/auth/me' })).statusCode).toBe(401);
    const signIn = await t.app.inject({ method: 'POST', url: '/api/auth/sign-in', payload: { email, password: 'me voy del estudio' } });
    expect(signIn.statusCode).toBe(401);

    // Read tables keep no name or email; the audit still reads, with "Socio eliminado".
    const db = t.db.handle.db;
    await expect.poll(async () => (await db.selectFrom('users').selectAll().where('user_id', '=', member.userId).executeTakeFirst())?.first_name).toBe('Socio');
    const row = await db.selectFrom('users').selectAll().where('user_id', '=', member.userId).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ first_name: 'Socio', last_name: 'eliminado', email: '' });
    expect(await db.selectFrom('auth_credentials').select('user_id').where('user_id', '=', member.userId).executeTakeFirst()).toBeUndefined();
    expect(await db.selectFrom('auth_sessions').select('user_id').where('user_id', '=', member.userId).executeTakeFirst()).toBeUndefined();
    // The verification mail sign-up queued (no relay here: still waiting) goes too, with her address.
    expect(await db.selectFrom('email_outbox').select('id').where((eb) => eb.or([eb('to_address', '=', email), eb('user_id', '=', member.userId)])).execute()).toEqual([]);
    const audit = await t.as(admin.token, { method: 'POST', url: '/api/reservas/ocupacion', payload: { horario_id: wednesday, fecha: WEDNESDAY } });
    expect(audit.statusCode).toBe(200);
    const history = audit.json().history as { userId: string; userName: string; kind: string }[];
    const mine = history.filter((entry) => entry.userId === member.userId);
    expect(mine.map((entry) => entry.kind).sort()).toEqual(['booked', 'cancelled']);
    expect(mine.every((entry) => entry.userName === 'Socio eliminado')).toBe(true);
    expect(JSON.stringify(audit.json())).not.toContain('Berta');
    const users = await t.as(admin.token, { method: 'GET', url: '/api/user/getUsers' });
    expect(JSON.stringify(users.json())).not.toContain(email);

    // The email is free again for a new account.
    expect((await t.signUp({ email, password: 'vuelvo otra vez al estudio' })).userId).not.toBe(member.userId);
  });
});
