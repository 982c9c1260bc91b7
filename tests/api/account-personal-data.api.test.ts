import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sequencePending } from '../../events/store/sequencer';
import { rebuildProjections as rebuild } from '../../projections/rebuild';
import { reportsProjector } from '../../projections/reports/reports.projector';
import { startAsyncProcessors, type RunningProcessors } from '../../projections/runner/async-runner';
import { inlineProjectors } from '../../services/features';
import { createStudio, giveCredits } from '../support/studio-fixture';
import { createTestApp, type TestApp } from '../support/test-app';

// A member's name and email sealed in the log under a key of their own, destroyed with the account.
const FIRST = 'Zoraida';
const LAST = 'Quintanilla';
const RENAMED = 'Quintanilla-Urquiza';
const EMAIL = 'zoraida.quintanilla@example.com';
const PERSONAL = [FIRST, LAST, RENAMED, EMAIL, 'zoraida.quintanilla'];
const WEDNESDAY = '2026-11-18';

describe('deleting an account erases the person from what the events reveal', () => {
  let t: TestApp;
  let runner: RunningProcessors;
  let admin: { token: string; userId: string };
  let member: { token: string; userId: string };
  let slotId: number;
  const db = () => t.db.handle.db;
  const settle = async () => runner.waitFor((await sequencePending(db())).head);

  /** Every event's data and metadata as text, and every stored command outcome: what a dump of the log shows. */
  const logText = async () => {
    const events = await sql<{ text: string }>`SELECT data::text || ' ' || metadata::text AS text FROM es_events`.execute(db());
    const outcomes = await sql<{ text: string }>`SELECT coalesce(outcome::text, '') AS text FROM command_log`.execute(db());
    return [...events.rows, ...outcomes.rows].map((r) => r.text).join('\n');
  };
  /** Every inline read table, row by row: what a replay must give back exactly. */
  const snapshotInlineTables = async () => {
    const out: Record<string, unknown> = {};
    for (const table of new Set(inlineProjectors().flatMap((p) => p.tables))) {
      out[table] = JSON.parse(JSON.stringify((await sql`SELECT * FROM ${sql.table(table)} ORDER BY 1`.execute(db())).rows));
    }
    return out;
  };
  const rebuildProjections = () => rebuild(db(), { projectors: inlineProjectors() });
  const userRow = () => db().selectFrom('users').selectAll().where('user_id', '=', member.userId).executeTakeFirstOrThrow();
  const keysOf = async (userId: string) =>
    (await sql<{ n: number }>`SELECT count(*)::int AS n FROM personal_data_keys WHERE user_id = ${userId}`.execute(db())).rows[0]!.n;
  const positionsOf = async (streamId: string) =>
    (await sql<{ p: string }>`SELECT global_position AS p FROM es_events WHERE stream_id = ${streamId} ORDER BY 1`.execute(db())).rows.map((r) => Number(r.p));

  beforeAll(async () => {
    t = await createTestApp({ now: '2026-11-16T12:00:00-03:00' });
    runner = await startAsyncProcessors(t.db.handle, [reportsProjector({ tz: t.config.studioTz })], { pollMs: 50 });
    admin = await t.signUp({ firstName: 'Carla', lastName: 'Admin' });
    const studio = await createStudio(t, admin.token, [{ dia_semana: 'Miércoles', hora: '18:00', cupo_maximo: 3 }]);
    slotId = studio.slotIds[0]!;
    member = await t.signUp({ firstName: FIRST, lastName: LAST, email: EMAIL, password: 'una frase para entrar' });
    // A profile change (UserProfileUpdated) under an Idempotency-Key, whose outcome command_log keeps.
    const renamed = await t.as(member.token, {
      method: 'POST', url: '/api/user/addUser', headers: { 'idempotency-key': 'renombre-0001' },
      payload: { clerkUserId: member.userId, firstName: FIRST, lastName: RENAMED, email: EMAIL },
    });
    if (renamed.statusCode !== 200) throw new Error(`setup: addUser answered ${renamed.statusCode} ${renamed.body}`);
    await giveCredits(t, member.userId, studio.packageId, 4);
    const booked = await t.as(member.token, { method: 'POST', url: '/api/reservas/addReserva', payload: { fecha: WEDNESDAY, horario_id: slotId } });
    if (booked.statusCode !== 200) throw new Error(`setup: addReserva answered ${booked.statusCode} ${booked.body}`);
    await settle();
  });
  afterAll(async () => {
    await runner?.stop();
    await t?.close();
  });

  it('never writes the personal fields in clear, and a replay before deletion still names the member', async () => {
    const text = await logText();
    for (const value of PERSONAL) expect(text).not.toContain(value);
    expect(text).toMatch(/"personal": "pd1\./);
    expect(await userRow()).toMatchObject({ first_name: FIRST, last_name: RENAMED, email: EMAIL });

    const live = await snapshotInlineTables();
    await rebuildProjections();
    expect(await snapshotInlineTables()).toEqual(live);
    expect(await userRow()).toMatchObject({ first_name: FIRST, last_name: RENAMED, email: EMAIL });
  });

  it('after deletion: no key, no name in the log, the same read tables on replay, and "Socio eliminado" in the audit and reports', async () => {
    // Queued notifications: one to the member, one to an admin caused by the member's stream, one that stays.
    const [registered] = await positionsOf(`user:${member.userId}`);
    const [adminRegistered] = await positionsOf(`user:${admin.userId}`);
    const outbox = (userId: string, sourcePosition: number, endpoint: string, body: string) => ({
      source_position: sourcePosition, kind: 'Prueba', user_id: userId, endpoint, payload: JSON.stringify({ title: 'Aviso', body, url: '/' }),
      urgency: 'normal', last_error: null, sent_at: null,
      expires_at: new Date('2030-01-01'), next_attempt_at: new Date('2026-11-16T15:00:00Z'), created_at: new Date('2026-11-16T15:00:00Z'),
    });
    await db().insertInto('push_outbox').values([
      outbox(member.userId, adminRegistered!, 'https://push.example.com/socia', 'Tu turno'),
      outbox(admin.userId, registered!, 'https://push.example.com/admin', `${FIRST} ${LAST} pidió un paquete.`),
      outbox(admin.userId, adminRegistered!, 'https://push.example.com/admin', 'Otro aviso'),
    ]).execute();
    await db().insertInto('push_subscriptions').values({
      endpoint: 'https://push.example.com/socia', user_id: member.userId, p256dh: 'p', auth: 'a', created_at: t.clock.now(),
    }).execute();
    expect(await keysOf(member.userId)).toBe(1);

    const res = await t.as(member.token, { method: 'POST', url: '/api/auth/delete-account', payload: { confirmacion: 'Eliminar cuenta' } });
    expect(res.statusCode).toBe(204);
    await settle();

    // The key went in the deletion's transaction; the log keeps its events, none of them readable as a person.
    expect(await keysOf(member.userId)).toBe(0);
    expect(await keysOf(admin.userId)).toBe(1);
    const text = await logText();
    for (const value of PERSONAL) expect(text).not.toContain(value);
    expect(await userRow()).toMatchObject({ first_name: 'Socio', last_name: 'eliminado', email: '', hidden: true });

    // Push: the member's queued notices and those naming them are gone, their subscriptions too; others stay.
    const left = await db().selectFrom('push_outbox').select(['user_id', 'payload']).execute();
    expect(left).toHaveLength(1);
    expect(left[0]!.user_id).toBe(admin.userId);
    expect(JSON.stringify(left)).not.toContain(FIRST);
    expect(await db().selectFrom('push_subscriptions').selectAll().where('user_id', '=', member.userId).execute()).toHaveLength(0);

    // Replay = live after the deletion: the rebuilt users row is "Socio eliminado" too.
    const live = await snapshotInlineTables();
    await rebuildProjections();
    expect(await snapshotInlineTables()).toEqual(live);
    expect(JSON.stringify(live)).not.toContain(FIRST);

    // The audit and the reports keep working with the member's activity.
    const audit = await t.as(admin.token, { method: 'POST', url: '/api/reservas/ocupacion', payload: { horario_id: slotId, fecha: WEDNESDAY } });
    expect(audit.statusCode).toBe(200);
    const history = audit.json().history as { userId: string; userName: string; kind: string }[];
    const mine = history.filter((entry) => entry.userId === member.userId);
    expect(mine.map((entry) => entry.kind).sort()).toEqual(['booked', 'cancelled']);
    expect(mine.every((entry) => entry.userName === 'Socio eliminado')).toBe(true);
    // Report days follow the events' recording, on the test clock: the sign-up and the booking were on the 16th.
    const summary = await t.as(admin.token, { method: 'GET', url: '/api/reportes/resumen?desde=2026-11-16&hasta=2026-11-16' });
    expect(summary.statusCode).toBe(200);
    expect(summary.json().totals).toMatchObject({ newMembers: 1, bookings: 1 });
    expect(summary.body).not.toContain(FIRST);
  });
});
