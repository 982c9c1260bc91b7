import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberStream } from '../../events/catalog/packages.events';
import { occurrenceStream } from '../../events/catalog/booking.events';
import { DomainError } from '../../events/framework/errors';
import { readStream } from '../../events/store/read';
import { bookingWritesMirrorProjectors } from '../../projections/booking/bookings.writes';
import { inlineProjectors } from '../../services/features';
import { applyAll } from '../../projections/runner/projection';
import { cancelBooking, reserveSlot } from '../../services/booking/booking.commands';
import { markContended } from '../../services/platform/commands/contention';
import type { Database } from '../../db/schema';
import { createStudio, memberWithCredits } from '../support/studio-fixture';
import { createTestApp, type TestApp } from '../support/test-app';
import { countingDb, recordRoundTrips } from '../support/counting-db';

// Monday 16 November 2026, noon: Wednesdays 18 and 25 are bookable.
const WEDNESDAY = '2026-11-18';

/** Carries a result out of a transaction that must not commit. */
class RolledBack extends Error {
  constructor(readonly snapshot: unknown) {
    super('rolled back on purpose');
  }
}

describe('booking round trips', () => {
  let t: TestApp;
  let slotId: number;
  let otherSlotId: number;
  let packageId: number;
  let counted: ReturnType<typeof countingDb>;

  beforeAll(async () => {
    t = await createTestApp({ now: '2026-11-16T12:00:00-03:00' });
    const admin = await t.signUp();
    const studio = await createStudio(t, admin.token, [
      { dia_semana: 'Miércoles', hora: '18:00', cupo_maximo: 3 },
      { dia_semana: 'Miércoles', hora: '19:00', cupo_maximo: 3 },
    ]);
    slotId = studio.slotIds[0]!;
    otherSlotId = studio.slotIds[1]!;
    packageId = studio.packageId;
    counted = countingDb(t.db.handle);
  }, 60_000);
  afterAll(() => t.close());

  const tz = () => t.config.studioTz;
  const ctx = (userId: string, key?: string) => ({ now: t.clock.now(), actorId: userId, idempotencyKey: key });
  const roundTrips = <T>(run: () => Promise<T>) => recordRoundTrips(counted, run);
  const member = async (credits: number) => (await memberWithCredits(t, packageId, credits)).userId;

  it('books and cancels in 2 round trips when nobody else decides on the same streams, with or without a key', async () => {
    expect(bookingWritesMirrorProjectors(inlineProjectors())).toBe(true);
    const userId = await member(5);
    const reserve = (key?: string) => reserveSlot(counted.db, ctx(userId, key), { userId, slotId, fecha: WEDNESDAY, tz: tz() });

    const keyed = await roundTrips(() => reserve(randomUUID()));
    expect(keyed.statements, keyed.statements.join('\n---\n')).toHaveLength(2); // snapshot read, then one writing statement
    expect(keyed.statements.map((s) => s.toLowerCase())).not.toContain('begin');
    const bookingId = (keyed as { value: { result: { id: number } } }).value.result.id;

    const cancel = await roundTrips(() => cancelBooking(counted.db, ctx(userId, randomUUID()), { bookingId, actor: { userId, role: 'member' }, reason: 'member', tz: tz() }));
    expect(cancel.statements.length, cancel.statements.join('\n---\n')).toBeLessThanOrEqual(2);
    expect(cancel).toHaveProperty('value');

    const plain = await roundTrips(() => reserve());
    expect(plain.statements).toHaveLength(2);
    expect(plain).toHaveProperty('value');
  });

  it('books under the locks in 2 round trips on streams another command just raced for: BEGIN, locks and read; write and COMMIT', async () => {
    const userId = await member(5);
    markContended(counted.db, [occurrenceStream(otherSlotId, WEDNESDAY).streamId]);
    const contendedBooking = await roundTrips(() => reserveSlot(counted.db, ctx(userId, randomUUID()), { userId, slotId: otherSlotId, fecha: WEDNESDAY, tz: tz() }));
    expect(contendedBooking).toHaveProperty('value');
    const { trips, statements } = contendedBooking;
    expect(statements, statements.join('\n---\n')).toHaveLength(5);
    expect(statements[0]!.toLowerCase()).toBe('begin');
    expect(statements[1]).toMatch(/FOR UPDATE/);
    expect(statements[2]).toMatch(/row_to_json/); // the facts, read after the locks by a statement of its own
    expect(statements.at(-1)!.toLowerCase()).toBe('commit');
    // PGlite runs in this process: no round trips to save, the statements go one by one.
    if (t.db.handle.kind === 'postgres') expect(trips.map((trip) => trip.length)).toEqual([3, 2]);
  });

  it('refuses and replays in at most 5 round trips too, and a replay answers what the first one did', async () => {
    const userId = await member(5);
    const key = randomUUID();
    const reserve = (k: string) => reserveSlot(counted.db, ctx(userId, k), { userId, slotId, fecha: '2026-11-25', tz: tz() });
    const first = await roundTrips(() => reserve(key));
    const replay = await roundTrips(() => reserve(key));
    expect(replay.statements.length).toBeLessThanOrEqual(5);
    expect((replay as { value: { result: unknown; replayed: boolean } }).value).toMatchObject({ result: (first as { value: { result: unknown } }).value.result, replayed: true });

    const refusal = await roundTrips(() => reserve(randomUUID()));
    expect(refusal.statements.length).toBeLessThanOrEqual(5);
    expect((refusal as { error: DomainError }).error).toMatchObject({ code: 'ALREADY_BOOKED' });
  });

  it('writes exactly what the inline projectors write for the same events', async () => {
    const users = [await member(3), await member(1), await member(2)];
    const ids: number[] = [];
    for (const userId of users) {
      const { result } = await reserveSlot(t.db.handle.db, ctx(userId, randomUUID()), { userId, slotId: otherSlotId, fecha: '2026-11-25', tz: tz() });
      ids.push(result.id);
    }
    await cancelBooking(t.db.handle.db, ctx(users[0]!), { bookingId: ids[0]!, actor: { userId: users[0]!, role: 'member' }, reason: 'member', tz: tz() });
    await cancelBooking(t.db.handle.db, ctx('admin'), { bookingId: ids[1]!, actor: { userId: 'admin', role: 'admin' }, reason: 'admin', tz: tz() });
    await expect(reserveSlot(t.db.handle.db, ctx(users[2]!), { userId: users[2]!, slotId: otherSlotId, fecha: '2026-11-25', tz: tz() })).rejects.toMatchObject({ code: 'ALREADY_BOOKED' });

    const db = t.db.handle.db;
    const snapshot = async (trx: Kysely<Database>) => ({
      bookings: await trx.selectFrom('bookings').selectAll().where('user_id', 'in', users).orderBy('id').execute(),
      occurrence: await trx.selectFrom('slot_occurrences').selectAll().where('slot_id', '=', otherSlotId).where('fecha', '=', '2026-11-25').execute(),
      packages: await trx.selectFrom('member_packages').selectAll().where('user_id', 'in', users).orderBy('user_id').execute(),
      ledger: await trx.selectFrom('credit_ledger').selectAll().where('user_id', 'in', users).orderBy('user_id').orderBy('position').execute(),
    });
    const live = await snapshot(db);
    expect(live.bookings.map((b) => b.active)).toEqual([false, false, true]);

    // Replay the same streams through the projectors themselves into emptied rows, compare, and roll back.
    const replayed = await db.transaction().execute(async (trx) => {
      await trx.deleteFrom('bookings').where('user_id', 'in', users).execute();
      await trx.deleteFrom('slot_occurrences').where('slot_id', '=', otherSlotId).where('fecha', '=', '2026-11-25').execute();
      await trx.deleteFrom('member_packages').where('user_id', 'in', users).execute();
      await trx.deleteFrom('credit_ledger').where('user_id', 'in', users).execute();
      const streams = [occurrenceStream(otherSlotId, '2026-11-25').streamId, ...users.map((u) => memberStream(u).streamId)];
      for (const streamId of streams) {
        const { events } = await readStream(trx, streamId);
        await applyAll(inlineProjectors(), trx, events);
      }
      throw new RolledBack(await snapshot(trx));
    }).catch((error: unknown) => (error instanceof RolledBack ? error.snapshot : Promise.reject(error)));
    expect(replayed).toEqual(live);
  });
});
