import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { clerkTestKeys, TEST_ORIGIN, type ClerkTestKeys, clerkEnv } from '../support/clerk-tokens';
import { createStudio, creditsOf, giveCredits } from '../support/studio-fixture';
import { createTestApp, type TestApp } from '../support/test-app';
import { CLERK_WEBHOOK_URL as WEBHOOK_URL, clerkWebhookDelivery } from '../support/clerk-webhook';

// Monday 16 November 2026, noon in Buenos Aires (the app's clock); one class on Wednesdays at 18:00.
const WEDNESDAY = '2026-11-18';
const SECRET = `whsec_${randomBytes(24).toString('base64')}`;
const delivery = (event: unknown, opts: { id: string; secret?: string; at?: Date }) => clerkWebhookDelivery(event, { ...opts, secret: opts.secret ?? SECRET });
const userDeleted = (userId: string) => ({ type: 'user.deleted', object: 'event', data: { id: userId, object: 'user', deleted: true } });

describe('Clerk mode: Clerk reports a user deleted (signed webhook)', () => {
  let t: TestApp;
  let keys: ClerkTestKeys;
  let admin: string;
  let slotId: number;
  let packageId: number;

  beforeAll(async () => {
    vi.stubEnv('CLERK_TELEMETRY_DISABLED', '1');
    keys = await clerkTestKeys();
    t = await createTestApp({
      env: clerkEnv(keys, { CLERK_AUTHORIZED_PARTIES: TEST_ORIGIN, CLERK_WEBHOOK_SECRET: SECRET }),
    });
    admin = await keys.sign({ sub: 'user_admin', role: 'admin' });
    await register(admin, 'user_admin', 'Carla', 'carla@example.com');
    const studio = await createStudio(t, admin, [{ dia_semana: 'Miércoles', hora: '18:00', cupo_maximo: 3 }]);
    slotId = studio.slotIds[0]!;
    packageId = studio.packageId;
  });
  afterAll(async () => {
    await t.close();
    vi.unstubAllEnvs();
  });

  async function register(token: string, clerkUserId: string, firstName: string, email: string) {
    const res = await t.as(token, { method: 'POST', url: '/api/user/addUser', payload: { clerkUserId, firstName, lastName: 'Clerk', email } });
    expect(res.statusCode).toBe(200);
  }
  /** A Clerk member with 8 credits and a booking next Wednesday. */
  async function memberWithBooking(clerkUserId: string, firstName: string) {
    const token = await keys.sign({ sub: clerkUserId, role: 'member' });
    await register(token, clerkUserId, firstName, `${clerkUserId}@example.com`);
    await giveCredits(t, clerkUserId, packageId, 8);
    const booked = await t.as(token, { method: 'POST', url: '/api/reservas/addReserva', payload: { fecha: WEDNESDAY, horario_id: slotId } });
    expect(booked.statusCode).toBe(200);
    return token;
  }
  const placesLeft = async () => {
    const agenda = await t.as(admin, { method: 'GET', url: '/api/horarios/getCuposDisponibles' });
    return (agenda.json() as { fecha: string; horario_id: number; cupo_disponible: number }[]).find((o) => o.fecha === WEDNESDAY && o.horario_id === slotId)!.cupo_disponible;
  };
  const userRow = (userId: string) => t.db.handle.db.selectFrom('users').selectAll().where('user_id', '=', userId).executeTakeFirstOrThrow();
  const eventCount = async () => Number((await t.db.handle.db.selectFrom('es_events').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

  it('deletes the member: the future booking is cancelled, the place comes back, the audit says "Socio eliminado"', async () => {
    await memberWithBooking('user_gone', 'Gabriela');
    expect(await placesLeft()).toBe(2);
    expect(await creditsOf(t, 'user_gone')).toBe(7);

    const res = await t.app.inject(delivery(userDeleted('user_gone'), { id: 'msg_gone_1' }));
    expect(res.statusCode).toBe(204);

    // The place comes back (and the credit, before the package closes with the account, as a local deletion does).
    expect(await placesLeft()).toBe(3);
    expect(await creditsOf(t, 'user_gone')).toBe(0);
    await expect.poll(async () => (await userRow('user_gone')).first_name).toBe('Socio');
    expect(await userRow('user_gone')).toMatchObject({ first_name: 'Socio', last_name: 'eliminado', email: '' });
    const audit = await t.as(admin, { method: 'POST', url: '/api/reservas/ocupacion', payload: { horario_id: slotId, fecha: WEDNESDAY } });
    expect(audit.statusCode).toBe(200);
    const mine = (audit.json().history as { userId: string; userName: string; kind: string }[]).filter((e) => e.userId === 'user_gone');
    expect(mine.map((e) => e.kind).sort()).toEqual(['booked', 'cancelled']);
    expect(mine.every((e) => e.userName === 'Socio eliminado')).toBe(true);
    expect(JSON.stringify(audit.json())).not.toContain('Gabriela');
  });

  it('does nothing twice when Clerk retries the same delivery (same svix-id)', async () => {
    const before = await eventCount();
    const retry = await t.app.inject(delivery(userDeleted('user_gone'), { id: 'msg_gone_1' }));
    expect(retry.statusCode).toBe(204);
    expect(await eventCount()).toBe(before);
    const kinds = await t.db.handle.db.selectFrom('es_events').select('event_type').where('stream_id', '=', 'user:user_gone').execute();
    expect(kinds.filter((e) => e.event_type === 'UserDeleted')).toHaveLength(1);
    // The svix-id is the commands' idempotency key: the retry was answered from the command log, not decided again.
    const logged = await t.db.handle.db.selectFrom('command_log').select(['idempotency_key', 'command_type']).where('idempotency_key', 'like', 'clerk-webhook:msg_gone_1%').orderBy('idempotency_key').execute();
    expect(logged.map((row) => row.command_type).sort()).toEqual(['CancelBooking', 'DeleteUser']);
  });

  it('refuses a forged signature or a stale timestamp with a 401 problem and deletes nothing', async () => {
    await memberWithBooking('user_stays', 'Sofía');
    const placesBefore = await placesLeft();
    const eventsBefore = await eventCount();

    const forged = await t.app.inject(delivery(userDeleted('user_stays'), { id: 'msg_forged', secret: `whsec_${randomBytes(24).toString('base64')}` }));
    const stale = await t.app.inject(delivery(userDeleted('user_stays'), { id: 'msg_stale', at: new Date(Date.now() - 10 * 60_000) }));
    const unsigned = await t.app.inject({ method: 'POST', url: WEBHOOK_URL, payload: userDeleted('user_stays') });
    const tampered = delivery(userDeleted('user_admin'), { id: 'msg_tampered' });
    const swapped = await t.app.inject({ ...tampered, payload: JSON.stringify(userDeleted('user_stays')) });
    for (const res of [forged, stale, unsigned, swapped]) {
      expect(res.statusCode).toBe(401);
      expect(res.headers['content-type']).toContain('application/problem+json');
      expect(res.json()).toMatchObject({ code: 'WEBHOOK_SIGNATURE_INVALID', detail: expect.stringContaining('La firma del webhook no es válida') });
    }

    expect(await placesLeft()).toBe(placesBefore);
    expect(await eventCount()).toBe(eventsBefore);
    expect(await userRow('user_stays')).toMatchObject({ first_name: 'Sofía', email: 'user_stays@example.com' });
  });

  it('ignores other event types and unknown users with 204', async () => {
    const eventsBefore = await eventCount();
    const updated = await t.app.inject(delivery({ type: 'user.updated', data: { id: 'user_stays', first_name: 'Otra' } }, { id: 'msg_updated' }));
    const stranger = await t.app.inject(delivery(userDeleted('user_never_registered'), { id: 'msg_stranger' }));
    expect([updated.statusCode, stranger.statusCode]).toEqual([204, 204]);
    expect(await eventCount()).toBe(eventsBefore);
    expect(await userRow('user_stays')).toMatchObject({ first_name: 'Sofía' });
  });
});

describe('the Clerk webhook without CLERK_WEBHOOK_SECRET', () => {
  it('answers 404 and deletes nothing, even for a validly signed delivery', async () => {
    const t = await createTestApp();
    try {
      const member = await t.signUp();
      const res = await t.app.inject(delivery(userDeleted(member.userId), { id: 'msg_off' }));
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
      expect((await t.as(member.token, { method: 'GET', url: '/api/auth/me' })).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});
