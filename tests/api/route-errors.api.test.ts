import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUEUED_FOR_HEADER } from '../../contract/offline';
import { apiRoutes, type RouteKey } from '../../contract/routes';
import { createStudio } from '../support/studio-fixture';
import { createTestApp, type TestApp } from '../support/test-app';

// Monday 16 November 2026, noon in Buenos Aires; the studio's one class is on Wednesdays.
const WEDNESDAY = '2026-11-18';
// A database fault (503) and an unexpected error (500) are what nearly every route can end in; the fault tests bring
// them about (tests/faults/connection-loss.pg.api.test.ts), so here they are the only statuses without a trigger.
const FAULTS = [500, 503];

type Trigger = () => Promise<LightMyRequestResponse>;

describe('the problem statuses a route declares (contract/routes)', () => {
  let t: TestApp;
  let admin: string;
  let coach: { token: string; userId: string };
  let member: { token: string; userId: string };
  let slotId: number;
  let doc: { paths: Record<string, Record<string, { responses: Record<string, { content?: Record<string, unknown> }> }>> };

  beforeAll(async () => {
    t = await createTestApp({ now: '2026-11-16T12:00:00-03:00' });
    admin = (await t.signUp()).token;
    coach = await t.signUp();
    member = await t.signUp();
    const made = await t.as(admin, { method: 'POST', url: '/api/user/setRole', payload: { clerkUserId: coach.userId, role: 'coach' } });
    if (made.statusCode !== 200) throw new Error(`setRole: ${made.statusCode} ${made.body}`);
    slotId = (await createStudio(t, admin, [{ dia_semana: 'Miércoles', hora: '18:00', cupo_maximo: 2 }])).slotIds[0]!;
    doc = (await t.as(admin, { method: 'GET', url: '/api/docs/json' })).json();
  });
  afterAll(() => t.close());

  const send = (token: string | undefined, key: RouteKey, payload?: unknown, headers: Record<string, string> = {}) => {
    const [method, url] = key.split(' ') as ['GET', string];
    return t.as(token, { method, url, payload: payload as string, headers });
  };

  /** Each trigger answers its status with a problem; together they cover every status the route declares. */
  async function expectAnswerable(key: RouteKey, triggers: Record<number, Trigger | [Trigger, string]>, faults = FAULTS) {
    const answered: (string | number)[][] = [];
    for (const [status, trigger] of Object.entries(triggers)) {
      const [run, code] = Array.isArray(trigger) ? trigger : [trigger, undefined];
      const res = await run();
      expect(String(res.headers['content-type']), `${key} ${status}`).toContain('application/problem+json');
      answered.push(code ? [res.statusCode, res.json().code] : [res.statusCode]);
      expect(answered.at(-1)).toEqual(code ? [Number(status), code] : [Number(status)]);
    }
    expect([...Object.keys(triggers).map(Number), ...faults].sort((a, b) => a - b)).toEqual(apiRoutes[key].errors);
  }

  it('a member command (booking a class) answers each of its problem statuses', async () => {
    const key = 'POST /api/reservas/addReserva';
    const booking = { horario_id: slotId, fecha: WEDNESDAY };
    await expectAnswerable(key, {
      400: [() => send(member.token, key, { horario_id: 'uno', fecha: WEDNESDAY }), 'VALIDATION_ERROR'],
      401: [() => send(undefined, key, booking), 'UNAUTHENTICATED'],
      403: [() => send(member.token, key, { ...booking, clerk_user_id: coach.userId }), 'NOT_YOUR_DATA'],
      404: [() => send(member.token, key, { horario_id: 999_999, fecha: WEDNESDAY }), 'SLOT_NOT_FOUND'],
      409: [() => send(member.token, key, booking), 'NO_PACKAGE'],
      413: [() => send(member.token, key, { ...booking, relleno: 'x'.repeat(1_100_000) }), 'PAYLOAD_TOO_LARGE'],
      415: [() => t.as(member.token, { method: 'POST', url: '/api/reservas/addReserva', payload: '<reserva/>', headers: { 'content-type': 'application/xml' } }), 'UNSUPPORTED_MEDIA_TYPE'],
      422: [async () => {
        await send(member.token, key, booking, { 'idempotency-key': 'reserva-de-prueba-1' });
        return send(member.token, key, { ...booking, fecha: '2026-11-25' }, { 'idempotency-key': 'reserva-de-prueba-1' });
      }, 'IDEMPOTENCY_KEY_REUSED'],
    });
    // The other reasons the contract gives for 403 and 409: a forged cross-site post, a command queued by another member.
    expect((await send(undefined, key, booking, { 'sec-fetch-site': 'cross-site', origin: 'https://otro.example' })).json().code).toBe('CROSS_SITE_REQUEST');
    expect((await send(member.token, key, booking, { [QUEUED_FOR_HEADER]: coach.userId })).json().code).toBe('QUEUED_FOR_ANOTHER_MEMBER');
  });

  it('an admin command (adjusting credits) refuses coaches and members with 403', async () => {
    const key = 'POST /api/paquetes/adjustCredits';
    // The role is checked before the body is even read.
    for (const token of [coach.token, member.token]) expect((await send(token, key, {})).json()).toMatchObject({ status: 403, code: 'ADMIN_ONLY' });
    expect(apiRoutes[key].errors).toContain(403);
  });

  it('a staff read without input (the coming classes) answers only what its access implies', async () => {
    const key = 'GET /api/clases/proximas';
    await expectAnswerable(key, {
      401: [() => send(undefined, key), 'UNAUTHENTICATED'],
      403: [() => send(member.token, key), 'STAFF_ONLY'],
      409: [() => send(coach.token, key, undefined, { [QUEUED_FOR_HEADER]: member.userId }), 'QUEUED_FOR_ANOTHER_MEMBER'],
    });
    expect((await send(coach.token, key)).statusCode).toBe(200);
  });

  it('a public read (health) declares no session problems', async () => {
    // Not even a database fault: it answers without asking the database.
    await expectAnswerable('GET /api/health', {}, [500]);
    expect((await send(undefined, 'GET /api/health')).statusCode).toBe(200);
  });

  it('the reference lists, for every route, its answers and each problem status as application/problem+json', () => {
    const wrong = (Object.entries(apiRoutes) as [RouteKey, (typeof apiRoutes)[RouteKey]][]).flatMap(([key, entry]) => {
      const [method, url] = key.split(' ') as [string, string];
      const responses = doc.paths[url.replace(/:(\w+)/g, '{$1}')]?.[method.toLowerCase()]?.responses ?? {};
      const listed = Object.keys(responses).map(Number).sort((a, b) => a - b);
      const declared = Object.keys(entry.response).map(Number).sort((a, b) => a - b);
      const problemTyped = entry.errors.every((status) => !!responses[status]?.content?.['application/problem+json']);
      return JSON.stringify(listed) === JSON.stringify(declared) && problemTyped ? [] : [`${key}: ${listed.join(',')} (declared ${declared.join(',')})`];
    });
    expect(wrong).toEqual([]);
  });
});
