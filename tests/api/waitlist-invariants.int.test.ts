import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reserveSlot } from '../../services/booking/booking.commands';
import { cancelBookingWithWaitlist, joinWaitlist, leaveWaitlist } from '../../services/booking/waitlist.commands';
import { listMemberWaitlist } from '../../projections/booking/waitlist.queries';
import { DomainError } from '../../events/framework/errors';
import { createMembers, createStudio, creditsOf, giveCredits } from '../support/studio-fixture';
import { createTestApp, type TestApp } from '../support/test-app';

// Each run starts on Monday 16 November 2026, noon, with its own two Wednesday classes (18:00 and 19:00) on the
// 18th and the 18:00 one on the 25th. The clock only moves forward, through the promotion cutoff (two hours
// before class), into the check-in window (an hour before class) and past the 18:00 start on the 18th.
const START = '2026-11-16T12:00:00-03:00';
const INSTANTS = ['2026-11-18T15:30:00-03:00', '2026-11-18T16:30:00-03:00', '2026-11-18T17:30:00-03:00', '2026-11-18T18:30:00-03:00'];
const OCCURRENCES = [
  { slot: 0, fecha: '2026-11-18', hora: '18:00' },
  { slot: 1, fecha: '2026-11-18', hora: '19:00' },
  { slot: 0, fecha: '2026-11-25', hora: '18:00' },
];
// One place per class: classes fill up, lines form and move.
const CAPACITY = 1;
const MEMBERS = 5;
const CUTOFF_MINUTES = 120;
/** Staff check a member in from an hour before class (domain/booking/class-times.ts) until the end of its day. */
const CHECK_IN_OPENS_MINUTES = 60;

type Step =
  | { kind: 'reserve'; member: number; occurrence: number }
  | { kind: 'join'; member: number; occurrence: number }
  | { kind: 'leave'; member: number; occurrence: number }
  | { kind: 'cancel'; member: number; pick: number }
  | { kind: 'checkIn'; member: number; pick: number }
  | { kind: 'assign'; member: number; credits: number }
  | { kind: 'advance' };

/**
 * One run written out, besides the random ones, so check-in is certainly tried inside and outside its window: booked
 * classes on the 18th, the clock to 17:30 (the 18:00 class's window is open, the 19:00 one's not yet), check-ins,
 * a second tap, a cancel after check-in, then 18:30 (the 18:00 class started, the 19:00 one's window open).
 */
const CHECK_IN_TOUR: [number[], Step[]] = [
  [3, 3, 3, 3, 3],
  [
    { kind: 'reserve', member: 0, occurrence: 0 },
    { kind: 'reserve', member: 1, occurrence: 1 },
    { kind: 'reserve', member: 2, occurrence: 2 },
    { kind: 'join', member: 3, occurrence: 0 },
    { kind: 'checkIn', member: 0, pick: 0 }, // two days early: refused
    { kind: 'advance' },
    { kind: 'advance' },
    { kind: 'advance' },
    { kind: 'checkIn', member: 0, pick: 0 }, // 30 minutes before 18:00: checked in
    { kind: 'checkIn', member: 0, pick: 0 }, // a second tap: refused
    { kind: 'checkIn', member: 1, pick: 0 }, // 90 minutes before 19:00: refused
    { kind: 'checkIn', member: 2, pick: 0 }, // the 25th: refused
    { kind: 'advance' },
    { kind: 'cancel', member: 0, pick: 0 }, // the 18:00 class started: refused, the attended booking stays
    { kind: 'checkIn', member: 1, pick: 0 }, // 30 minutes before 19:00: checked in
    { kind: 'cancel', member: 1, pick: 0 }, // before 19:00 a checked-in booking can still be cancelled (today's rule)
  ],
];

/** One run that certainly moves a line: a full class on the 25th, a member waits, the booked one cancels days before. */
const PROMOTION_TOUR: [number[], Step[]] = [
  [3, 3, 3, 3, 3],
  [
    { kind: 'reserve', member: 0, occurrence: 2 },
    { kind: 'join', member: 1, occurrence: 2 },
    { kind: 'cancel', member: 0, pick: 0 },
  ],
];

const member = fc.nat(MEMBERS - 1);
const occurrence = fc.nat(OCCURRENCES.length - 1);
const step: fc.Arbitrary<Step> = fc.oneof(
  { weight: 5, arbitrary: fc.record({ kind: fc.constant('reserve' as const), member, occurrence }) },
  { weight: 5, arbitrary: fc.record({ kind: fc.constant('join' as const), member, occurrence }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('leave' as const), member, occurrence }) },
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('cancel' as const), member, pick: fc.nat(5) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('checkIn' as const), member, pick: fc.nat(5) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('assign' as const), member, credits: fc.integer({ min: 0, max: 3 }) }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'advance' as const }) },
);

/** The reference model: what a correct studio holds after the same steps. */
interface Model {
  now: number;
  credits: number[];
  hasPackage: boolean[];
  /** `attended`: staff checked the member in (the booking keeps its place and its credit). */
  bookings: { id: number; member: number; occurrence: number; active: boolean; attended: boolean }[];
  /** Per occurrence, members waiting in order. */
  queue: number[][];
  /** Per occurrence, members whose entry is spent (they booked the class while on the list) but not closed yet. */
  spent: Set<number>[];
}

const minutesUntil = (o: (typeof OCCURRENCES)[number], now: Date) => (new Date(`${o.fecha}T${o.hora}:00-03:00`).getTime() - now.getTime()) / 60_000;
/** The studio's date (Buenos Aires, UTC-3 all year). */
const studioDate = (now: Date) => new Date(now.getTime() - 3 * 3_600_000).toISOString().slice(0, 10);

describe('waitlist invariants over random book / cancel / join / leave / check-in / clock-advance sequences', () => {
  let t: TestApp;
  let admin: string;
  let studio: Awaited<ReturnType<typeof createStudio>>;

  beforeAll(async () => {
    t = await createTestApp({ now: START });
    admin = (await t.signUp()).token;
    studio = await createStudio(t, admin, []);
  }, 60_000);
  afterAll(() => t.close());

  /** Two fresh Wednesday classes for one run, so runs never share a class. */
  async function freshSlots(): Promise<number[]> {
    const ids = [];
    for (const hora of ['18:00', '19:00']) {
      const res = await t.as(admin, { method: 'POST', url: '/api/horarios/addHorario', payload: { id: 0, dia_semana: 'Miércoles', hora, disciplina_id: studio.disciplinaId, cupo_maximo: CAPACITY } });
      expect(res.statusCode).toBeLessThan(300);
      ids.push(res.json().id as number);
    }
    return ids;
  }
  it('never overbooks, gives each freed place once and in order, and matches the reference model', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.integer({ min: 0, max: 3 }), { minLength: MEMBERS, maxLength: MEMBERS }), fc.array(step, { minLength: 15, maxLength: 50 }), async (initialCredits, steps) => {
        t.clock.set(START);
        const slotIds = await freshSlots();
        const members = await createMembers(t, MEMBERS);
        const db = t.db.handle.db;
        const tz = t.config.studioTz;
        const model: Model = {
          now: -1,
          credits: members.map(() => 0),
          hasPackage: members.map(() => false),
          bookings: [],
          queue: OCCURRENCES.map(() => []),
          spent: OCCURRENCES.map(() => new Set()),
        };
        const ctx = () => ({ now: t.clock.now() });
        const started = (o: number) => minutesUntil(OCCURRENCES[o]!, t.clock.now()) <= 0;
        const holds = (m: number, o: number) => model.bookings.some((b) => b.active && b.member === m && b.occurrence === o);
        const booked = (o: number) => model.bookings.filter((b) => b.active && b.occurrence === o).length;
        const canBook = (m: number) => model.hasPackage[m]! && model.credits[m]! > 0;
        const attempt = <T>(run: Promise<T>) => run.then((r) => r, (e: unknown) => (e instanceof DomainError ? undefined : Promise.reject(e)));

        /** What a freed place does: spent entries close; before the cutoff the line moves, after it nobody is booked. */
        const settle = async (o: number) => {
          if (started(o)) return;
          model.spent[o]!.clear();
          if (minutesUntil(OCCURRENCES[o]!, t.clock.now()) <= CUTOFF_MINUTES) return;
          while (booked(o) < CAPACITY && model.queue[o]!.length > 0) {
            const next = model.queue[o]!.shift()!;
            if (!canBook(next)) continue; // skipped, with the reason recorded
            const { slot, fecha } = OCCURRENCES[o]!;
            const promoted = await db.selectFrom('bookings').select('id').where('user_id', '=', members[next]!.userId).where('slot_id', '=', slotIds[slot]!).where('fecha', '=', fecha).where('active', '=', true).executeTakeFirst();
            expect(promoted, 'the next member in line holds the freed place').toBeDefined();
            model.bookings.push({ id: promoted!.id, member: next, occurrence: o, active: true, attended: false });
            model.credits[next]! -= 1;
          }
        };

        const opening: Step[] = initialCredits.map((credits, m) => ({ kind: 'assign', member: m, credits }));
        for (const s of [...opening, ...steps]) {
          if (s.kind === 'advance') {
            if (model.now + 1 < INSTANTS.length) t.clock.set(INSTANTS[++model.now]!);
            continue;
          }
          const m = members[s.member]!;
          if (s.kind === 'assign') {
            await giveCredits(t, m.userId, studio.packageId, s.credits);
            model.credits[s.member] = s.credits;
            model.hasPackage[s.member] = true;
          } else if (s.kind === 'reserve' || s.kind === 'join' || s.kind === 'leave') {
            const o = s.occurrence;
            const target = { userId: m.userId, slotId: slotIds[OCCURRENCES[o]!.slot]!, fecha: OCCURRENCES[o]!.fecha, tz };
            const queued = model.queue[o]!.includes(s.member);
            if (s.kind === 'reserve') {
              const ok = !started(o) && canBook(s.member) && !holds(s.member, o) && booked(o) < CAPACITY;
              const id = (await attempt(reserveSlot(db, ctx(), target)))?.result.id;
              expect(id !== undefined).toBe(ok);
              if (id === undefined) continue;
              model.bookings.push({ id, member: s.member, occurrence: o, active: true, attended: false });
              model.credits[s.member]! -= 1;
              if (queued) {
                model.queue[o] = model.queue[o]!.filter((x) => x !== s.member);
                model.spent[o]!.add(s.member);
              }
            } else if (s.kind === 'join') {
              const ok = !started(o) && canBook(s.member) && !holds(s.member, o) && !queued && !model.spent[o]!.has(s.member) && booked(o) >= CAPACITY;
              const joined = await attempt(joinWaitlist(db, ctx(), target));
              expect(joined !== undefined).toBe(ok);
              if (!joined) continue;
              model.queue[o]!.push(s.member);
              expect(joined.result.posicion).toBe(model.queue[o]!.length);
            } else {
              const ok = queued || model.spent[o]!.has(s.member);
              const left = await attempt(leaveWaitlist(db, ctx(), { ...target, actor: { userId: m.userId, role: 'member' } }));
              expect(left !== undefined).toBe(ok);
              model.queue[o] = model.queue[o]!.filter((x) => x !== s.member);
              model.spent[o]!.delete(s.member);
            }
          } else if (s.kind === 'checkIn') {
            // Staff (the admin) check in one of the member's bookings through the route, as the coach's console does.
            const rows = await db.selectFrom('bookings').select(['id', 'active']).where('user_id', '=', m.userId).orderBy('id').execute();
            const booking = rows[s.pick % Math.max(1, rows.length)];
            if (!booking) continue;
            const modelBooking = model.bookings.find((b) => b.id === booking.id && b.member === s.member && b.active === booking.active);
            expect(modelBooking, 'a booking the model does not know').toBeDefined();
            const o = OCCURRENCES[modelBooking!.occurrence]!;
            const now = t.clock.now();
            const ok = modelBooking!.active && !modelBooking!.attended && minutesUntil(o, now) <= CHECK_IN_OPENS_MINUTES && studioDate(now) <= o.fecha;
            const res = await t.as(admin, { method: 'POST', url: '/api/reservas/checkIn', payload: { id: booking.id } });
            // Accepted inside its window, refused with a 4xx (never a 500) outside it, twice, or on a cancelled booking.
            const refused = res.statusCode >= 400 && res.statusCode < 500;
            expect(ok ? res.statusCode === 200 : refused, `check-in expected ${ok ? 'accepted' : 'refused'}: ${res.statusCode} ${res.body}`).toBe(true);
            // Attended: the booking keeps its place and the credit it took; nothing moves on the waitlist.
            if (ok) modelBooking!.attended = true;
          } else {
            const rows = await db.selectFrom('bookings').select(['id', 'active']).where('user_id', '=', m.userId).orderBy('id').execute();
            const booking = rows[s.pick % Math.max(1, rows.length)];
            if (!booking) continue;
            const modelBooking = model.bookings.find((b) => b.id === booking.id && b.member === s.member && b.active === booking.active);
            expect(modelBooking, 'a booking the model does not know').toBeDefined();
            const o = modelBooking!.occurrence;
            const ok = booking.active && !started(o);
            const done = await attempt(cancelBookingWithWaitlist(db, ctx(), { bookingId: booking.id, actor: { userId: m.userId, role: 'member' }, reason: 'member', tz }));
            expect(done !== undefined).toBe(ok);
            if (!done) continue;
            modelBooking!.active = false;
            if (model.hasPackage[s.member]) model.credits[s.member]! += 1;
            await settle(o);
          }
        }

        for (const [i, m] of members.entries()) expect(await creditsOf(t, m.userId)).toBe(model.credits[i]);
        for (const [i, o] of OCCURRENCES.entries()) {
          const slotId = slotIds[o.slot]!;
          const row = await db.selectFrom('slot_occurrences').select(['booked', 'capacity']).where('slot_id', '=', slotId).where('fecha', '=', o.fecha).executeTakeFirst();
          expect(row?.booked ?? 0).toBe(booked(i));
          expect(row?.booked ?? 0).toBeLessThanOrEqual(CAPACITY);
          const holders = await db.selectFrom('bookings').select('user_id').where('slot_id', '=', slotId).where('fecha', '=', o.fecha).where('active', '=', true).execute();
          expect(holders.map((h) => h.user_id).sort()).toEqual(model.bookings.filter((b) => b.active && b.occurrence === i).map((b) => members[b.member]!.userId).sort());
        }
        // Every live booking staff checked in reads as attended, and no other.
        const attended = await db.selectFrom('attendance').innerJoin('bookings', 'bookings.id', 'attendance.booking_id').select('attendance.booking_id')
          .where('attendance.status', '=', 'attended').where('bookings.active', '=', true).where('bookings.user_id', 'in', members.map((m) => m.userId)).execute();
        expect(attended.map((a) => a.booking_id).sort((a, b) => a - b)).toEqual(model.bookings.filter((b) => b.active && b.attended).map((b) => b.id).sort((a, b) => a - b));
        // Every member's places in line, as the server reports them, are the model's.
        const today = '2026-11-16';
        for (const [mi, m] of members.entries()) {
          const lines = await listMemberWaitlist(db, m.userId, today);
          const expected = OCCURRENCES.flatMap((o, oi) => (model.queue[oi]!.includes(mi) ? [{ horario_id: slotIds[o.slot]!, fecha: o.fecha, posicion: model.queue[oi]!.indexOf(mi) + 1 }] : []));
          expect(lines.map((l) => ({ horario_id: l.horario_id, fecha: l.fecha, posicion: l.posicion })).sort((a, b) => a.fecha.localeCompare(b.fecha) || a.horario_id - b.horario_id)).toEqual(
            expected.sort((a, b) => a.fecha.localeCompare(b.fecha) || a.horario_id - b.horario_id),
          );
        }
      }),
      { numRuns: 12, examples: [CHECK_IN_TOUR, PROMOTION_TOUR] },
    );
    // The runs reached the waitlist at all: members queued, and freed places moved the line (PROMOTION_TOUR makes
    // sure of one; random runs alone missed it about once in ten passes; a typical run of 12 gives about 20 joins and
    // 10 promotions or offers).
    const { rows } = await sql<{ event_type: string; n: number }>`
      SELECT event_type, count(*)::int AS n FROM es_events WHERE event_type LIKE 'Waitlist%' GROUP BY event_type`.execute(t.db.handle.db);
    const count = (type: string) => rows.find((r) => r.event_type === type)?.n ?? 0;
    expect(count('WaitlistJoined')).toBeGreaterThan(0);
    expect(count('WaitlistPromoted') + count('WaitlistOfferOpened')).toBeGreaterThan(0);
    const { rows: marked } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM es_events WHERE event_type = 'AttendanceMarked'`.execute(t.db.handle.db);
    expect(marked[0]!.n, 'staff checked members in').toBeGreaterThan(0);
  }, 300_000);
});
