import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createMembers, createStudio, creditsOf, giveCredits } from '../support/studio-fixture';
import { startAppBehindProxy, type AppBehindProxy } from './support/app-behind-proxy';
import { occurrenceStream } from '../../events/streams';

// Monday 16 November 2026, noon: Wednesdays 18th/25th and Thursdays 19th/26th are bookable.
const NOW = '2026-11-16T12:00:00-03:00';
const CREDITS = 2;
const RULE_CODES = ['SLOT_FULL', 'NO_CREDITS', 'ALREADY_BOOKED'];

interface Answer {
  status: number | 'network';
  code?: string;
  id?: number;
}
interface Booking {
  token: string;
  userId: string;
  fecha: string;
  slotId: number;
  key: string;
}

let t: AppBehindProxy;
let studio: Awaited<ReturnType<typeof createStudio>>;
// What would have ended `npm start`: an error nobody handled (a pg client's 'error' event with no listener).
const escaped: unknown[] = [];
const recordEscaped = (error: unknown) => escaped.push(error);
beforeAll(async () => {
  process.on('uncaughtException', recordEscaped);
  process.on('unhandledRejection', recordEscaped);
  t = await startAppBehindProxy({ now: NOW });
  const admin = (await t.signUp()).token;
  studio = await createStudio(t, admin, [
    { dia_semana: 'Miércoles', hora: '18:00', cupo_maximo: 6 },
    { dia_semana: 'Jueves', hora: '07:00', cupo_maximo: 6 },
    { dia_semana: 'Jueves', hora: '08:00', cupo_maximo: 30 }, // left alone by the storm
  ]);
}, 120_000);
afterAll(async () => {
  await t?.close();
  process.off('uncaughtException', recordEscaped);
  process.off('unhandledRejection', recordEscaped);
});

async function call(method: string, url: string, token: string, opts: { key?: string; body?: unknown } = {}): Promise<Answer> {
  try {
    const headers: Record<string, string> = { authorization: `Bearer ${token}` };
    if (opts.key) headers['idempotency-key'] = opts.key;
    if (opts.body !== undefined) headers['content-type'] = 'application/json';
    const res = await fetch(t.baseUrl + url, { method, headers, body: opts.body === undefined ? undefined : JSON.stringify(opts.body) });
    const json = (await res.json().catch(() => ({}))) as { code?: string; id?: number };
    if (res.status === 503) expect(res.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    return { status: res.status, code: json.code, id: json.id };
  } catch {
    return { status: 'network' }; // the server did not answer: the outcome is unknown
  }
}

const book = (b: Booking) => call('POST', '/api/reservas/addReserva', b.token, { key: b.key, body: { fecha: b.fecha, horario_id: b.slotId } });
const agenda = (token: string) => call('GET', '/api/horarios/getCuposDisponibles', token);
const unknownOutcome = (a: Answer) => a.status === 'network' || a.status === 503;

/** Sends the same request (same key) again until it has an answer that is not "try later". */
async function untilKnown(b: Booking): Promise<Answer> {
  for (let i = 0; ; i++) {
    const answer = await book(b);
    if (!unknownOutcome(answer) || i === 20) return answer;
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** Kills every session of the app's database, over and over, from a connection to another database. */
function startTerminator() {
  const database = new URL(t.db.url!).pathname.slice(1);
  const admin = new pg.Client({ connectionString: inject('pgAdminUrl') });
  let running = true;
  let terminated = 0;
  const loop = (async () => {
    await admin.connect();
    while (running) {
      const { rows } = await admin.query<{ ok: boolean }>(
        'SELECT pg_terminate_backend(pid) AS ok FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
        [database],
      );
      terminated += rows.filter((r) => r.ok).length;
      await new Promise((r) => setTimeout(r, 30 + Math.random() * 60)); // the pace of the fault, not a wait
    }
    await admin.end();
  })();
  return {
    async stop() {
      running = false;
      await loop;
      return terminated;
    },
  };
}

/** Slot places are never oversold, and the log, the occupancy rows and the bookings table agree. */
async function assertBookingInvariant() {
  const db = t.db.handle.db;
  const { rows } = await sql<{ slot_id: number; fecha: string; booked: number; capacity: number; live: number }>`
    SELECT o.slot_id, o.fecha::text, o.booked, o.capacity,
      (SELECT count(*) FROM es_events e WHERE e.stream_id = ${occurrenceStream.sql(sql.ref('o.slot_id'), sql.ref('o.fecha')).streamId} AND e.event_type = 'SlotReserved')
      - (SELECT count(*) FROM es_events e WHERE e.stream_id = ${occurrenceStream.sql(sql.ref('o.slot_id'), sql.ref('o.fecha')).streamId} AND e.event_type = 'BookingCancelled') AS live
    FROM slot_occurrences o`.execute(db);
  expect(rows.length).toBeGreaterThan(0);
  for (const o of rows) {
    expect(Number(o.live)).toBe(o.booked);
    expect(o.booked).toBeLessThanOrEqual(o.capacity);
    const active = await db.selectFrom('bookings').select((eb) => eb.fn.countAll<number>().as('n'))
      .where('slot_id', '=', o.slot_id).where('fecha', '=', o.fecha).where('active', '=', true).executeTakeFirstOrThrow();
    expect(Number(active.n)).toBe(o.booked);
  }
}

describe('the app while its PostgreSQL sessions are killed over and over', () => {
  it('stays up, answers every booking with a result, a rule or 503, and every unknown outcome converges under its key', async () => {
    const members = await createMembers(t, 24);
    for (const m of members) await giveCredits(t, m.userId, studio.packageId, CREDITS);
    const occurrences = [
      ['2026-11-18', studio.slotIds[0]!], ['2026-11-19', studio.slotIds[1]!],
      ['2026-11-25', studio.slotIds[0]!], ['2026-11-26', studio.slotIds[1]!],
    ] as const;
    // Each member wants all four classes (in a different order) with credits for two: places and credits both run out.
    const bookings: Booking[][] = members.map((m, i) =>
      occurrences.map((_, j) => {
        const [fecha, slotId] = occurrences[(i + j) % occurrences.length]!;
        return { token: m.token, userId: m.userId, fecha, slotId, key: randomUUID() };
      }),
    );

    const terminator = startTerminator();
    const first = new Map<Booking, Answer>();
    const reads: Answer[] = [];
    await Promise.all(bookings.map(async (mine) => {
      for (const b of mine) {
        first.set(b, await book(b));
        reads.push(await agenda(b.token));
      }
    }));
    const terminated = await terminator.stop();
    expect(terminated).toBeGreaterThan(0);
    expect(escaped).toEqual([]);

    // Answers during the storm: a booking, a rule of the studio, or "try again" (503), never a 500.
    for (const answer of first.values()) {
      if (answer.status === 409) expect(RULE_CODES).toContain(answer.code);
      else expect([200, 503, 'network']).toContain(answer.status);
      if (answer.status === 503) expect(['DATABASE_UNAVAILABLE', 'OUTCOME_UNKNOWN', 'BUSY']).toContain(answer.code);
    }
    for (const read of reads) expect([200, 503]).toContain(read.status);

    // Every unknown outcome, sent again under its key, settles; then every key answers the same as it settled.
    const settled = new Map<Booking, Answer>();
    for (const [b, answer] of first) settled.set(b, unknownOutcome(answer) ? await untilKnown(b) : answer);
    for (const [b, answer] of settled) {
      expect(unknownOutcome(answer)).toBe(false);
      expect(await book(b)).toEqual(answer);
    }

    // What the members were told is what happened: one active booking per 200 (the same ids), credits conserved.
    await assertBookingInvariant();
    for (const m of members) {
      const told = [...settled].filter(([b, a]) => b.userId === m.userId && a.status === 200).map(([, a]) => a.id);
      const active = await t.db.handle.db.selectFrom('bookings').select('id').where('user_id', '=', m.userId).where('active', '=', true).execute();
      expect(active.map((r) => r.id).sort()).toEqual(told.sort());
      expect((await creditsOf(t, m.userId)) + active.length).toBe(CREDITS);
    }

    // And it serves as usual right after.
    const [late] = await createMembers(t, 1);
    await giveCredits(t, late!.userId, studio.packageId, 1);
    expect(await book({ token: late!.token, userId: late!.userId, fecha: '2026-11-19', slotId: studio.slotIds[2]!, key: randomUUID() }))
      .toMatchObject({ status: 200 });
    expect(await agenda(late!.token)).toMatchObject({ status: 200 });
    expect(escaped).toEqual([]);
  }, 120_000);

  it('keeps its sequencer and async processors going: every event gets its position, every live checkpoint reaches the head', async () => {
    const db = t.db.handle.db;
    // Leaders whose lock session was killed stand aside a few seconds before leading again: hence the long wait.
    await expect.poll(async () => {
      const { rows } = await sql<{ unsequenced: number; behind: number; failed: number }>`
        SELECT (SELECT count(*) FROM es_events WHERE global_position IS NULL)::int AS unsequenced,
               count(*) FILTER (WHERE position::bigint < (SELECT coalesce(max(global_position), 0) FROM es_events))::int AS behind,
               count(*) FILTER (WHERE status = 'failed')::int AS failed
        FROM projection_checkpoints WHERE status <> 'retired'`.execute(db);
      return rows[0];
    }, { timeout: 45_000, interval: 250 }).toEqual({ unsequenced: 0, behind: 0, failed: 0 });
    expect(escaped).toEqual([]);
  }, 60_000);
});

describe('the app while PostgreSQL is out of reach', () => {
  it('answers 503 DATABASE_UNAVAILABLE (problem+json, Retry-After) to reads and commands, and serves again once it is back', async () => {
    const [m] = await createMembers(t, 1);
    await giveCredits(t, m!.userId, studio.packageId, 1);
    const booking: Booking = { token: m!.token, userId: m!.userId, fecha: '2026-11-26', slotId: studio.slotIds[2]!, key: randomUUID() };
    await t.proxy.stop();
    try {
      const res = await fetch(`${t.baseUrl}/api/horarios/getCuposDisponibles`, { headers: { authorization: `Bearer ${m!.token}` } });
      expect(res.status).toBe(503);
      expect(res.headers.get('retry-after')).toBe('2');
      expect(await res.json()).toMatchObject({ status: 503, code: 'DATABASE_UNAVAILABLE', detail: expect.stringMatching(/^No pudimos conectar/) });
      expect(await book(booking)).toEqual({ status: 503, code: 'DATABASE_UNAVAILABLE', id: undefined });
    } finally {
      await t.proxy.start();
    }
    await expect.poll(() => agenda(m!.token), { timeout: 10_000 }).toMatchObject({ status: 200 });
    const settled = await untilKnown(booking);
    expect(settled).toMatchObject({ status: 200 });
    expect(await creditsOf(t, m!.userId)).toBe(0);
    expect(escaped).toEqual([]);
  }, 60_000);
});
