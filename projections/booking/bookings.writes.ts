import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { OccurrenceEvent } from '../../events/catalog/booking.events';
import type { RecordedEvent } from '../../events/framework/event';
import type { Database } from '../../db/schema';
import { MEMBER_PACKAGES_FOLD, memberPackagesWrites } from '../packages/member-packages.writes';
import { foldPhases, runWrites } from '../runner/folds';
import type { Projector } from '../runner/projection';

/**
 * The one fold of bookings@v1 (bookings, slot_occurrences): the data-modifying CTEs that write a set of its events in
 * one statement. The projector runs them for one event, a rebuild for each phase of a batch (applyBookingsBatch), and
 * the booking, cancellation and waitlist commands put them in their own statement (bookingInlineWrites below,
 * waitlist-inline.writes.ts): the same SQL on every path.
 *
 * One piece per event type, each over a JSON array of that type's events: SlotReserved inserts booking rows,
 * BookingCancelled ends live ones; then each class's place count moves once, with the rows those pieces wrote. A
 * reservation takes a place only with its booking row, a cancellation frees one only with the live row it ends, so an
 * event delivered again changes nothing.
 *
 * What a set must be (a command's events are; the projector's one event is; a rebuild's phases are made so):
 * - a booking at most once, and a member's place in a class (slot, date, member) at most once;
 * - a class's reservations all new, or all written already: the first of them carries the class's count and the
 *   capacity of the last, which is the plan of the booking's statement (no grouping of what was written).
 */
export const BOOKINGS_FOLD = { name: 'bookings@v1', handles: ['SlotReserved', 'BookingCancelled'] } as const;

type Recorded = RecordedEvent & OccurrenceEvent;
type Reserved = RecordedEvent & Extract<OccurrenceEvent, { type: 'SlotReserved' }>;
type Cancelled = RecordedEvent & Extract<OccurrenceEvent, { type: 'BookingCancelled' }>;

const actorOf = (e: RecordedEvent) => (typeof e.metadata.actorId === 'string' ? e.metadata.actorId : null);
const occurrenceOf = (d: { slotId: number; fecha: string }) => `${d.slotId}|${d.fecha}`;

export interface FoldOptions {
  /**
   * The events are new by construction (a command's: its booking ids come fresh from booking_id_seq), so rows are
   * inserted without ON CONFLICT: a speculative insertion costs an index probe and an extra WAL record per row.
   */
  fresh: boolean;
}

/** `name AS (…)` CTEs writing bookings@v1's events among `events` (none when there are none). */
export function bookingsWrites(events: readonly RecordedEvent[], { fresh }: FoldOptions): RawBuilder<unknown>[] {
  const reserved = events.filter((e): e is Reserved => e.type === 'SlotReserved');
  const cancelled = events.filter((e): e is Cancelled => e.type === 'BookingCancelled');
  if (reserved.length === 0 && cancelled.length === 0) return [];
  return [...reservationWrites(reserved, fresh), ...cancellationWrites(cancelled), ...placeWrites(reserved.length > 0, cancelled.length > 0)];
}

const json = <T>(rows: readonly T[], of: (row: T, i: number) => unknown) => JSON.stringify(rows.map(of));

function reservationWrites(reserved: readonly Reserved[], fresh: boolean): RawBuilder<unknown>[] {
  if (reserved.length === 0) return [];
  // Each class's first reservation here carries how many places they take and the capacity of the last.
  const byOccurrence = new Map<string, Reserved[]>();
  for (const e of reserved) byOccurrence.set(occurrenceOf(e.data), [...(byOccurrence.get(occurrenceOf(e.data)) ?? []), e]);
  const row = (e: Reserved) => {
    const run = byOccurrence.get(occurrenceOf(e.data))!;
    const lead = run[0] === e;
    return { booking_id: e.data.bookingId, slot_id: e.data.slotId, fecha: e.data.fecha, hora: e.data.hora, user_id: e.data.userId, at: e.recordedAt, actor_id: actorOf(e), capacity: run.at(-1)!.data.capacity, lead, taken: lead ? run.length : 0 };
  };
  return [
    sql`reserved AS (
      SELECT * FROM json_to_recordset(${json(reserved, row)}::json)
        AS r(booking_id integer, slot_id integer, fecha date, hora text, user_id text, at timestamptz, actor_id text, capacity integer, lead boolean, taken integer))`,
    sql`booked AS (
      INSERT INTO bookings (id, slot_id, fecha, hora, user_id, active, booked_at, booked_by)
      SELECT booking_id, slot_id, fecha, hora, user_id, true, at, actor_id FROM reserved
      ${fresh ? sql`` : sql`ON CONFLICT (id) DO NOTHING`}
      RETURNING id)`,
  ];
}

function cancellationWrites(cancelled: readonly Cancelled[]): RawBuilder<unknown>[] {
  if (cancelled.length === 0) return [];
  const row = (e: Cancelled) => ({ booking_id: e.data.bookingId, at: e.recordedAt, actor_id: actorOf(e), reason: e.data.reason });
  return [
    sql`cancels AS (
      SELECT * FROM json_to_recordset(${json(cancelled, row)}::json) AS c(booking_id integer, at timestamptz, actor_id text, reason text))`,
    sql`ended AS (
      UPDATE bookings b SET active = false, cancelled_at = c.at, cancelled_by = c.actor_id, cancel_reason = c.reason
      FROM cancels c
      WHERE b.id = c.booking_id AND b.active
      RETURNING b.slot_id, b.fecha)`,
  ];
}

/**
 * Each class's count moves once: reservations alone update the row in place and insert it with the class's first
 * booking (an INSERT … ON CONFLICT DO UPDATE would lock the row, one more WAL record, and probe the index before every
 * update; the occurrence's stream lock keeps a second creator out, and the insert keeps ON CONFLICT anyway, so it
 * could only count, never fail). With cancellations, the places taken and freed are netted per class first.
 */
function placeWrites(reservations: boolean, cancellations: boolean): RawBuilder<unknown>[] {
  if (!cancellations) {
    return [
      sql`place_taken AS (
        UPDATE slot_occurrences o SET booked = o.booked + r.taken, capacity = r.capacity
        FROM reserved r
        WHERE r.lead AND o.slot_id = r.slot_id AND o.fecha = r.fecha AND r.booking_id IN (SELECT id FROM booked)
        RETURNING o.slot_id, o.fecha)`,
      sql`place_opened AS (
        INSERT INTO slot_occurrences (slot_id, fecha, hora, capacity, booked)
        SELECT r.slot_id, r.fecha, r.hora, r.capacity, r.taken FROM reserved r
        WHERE r.lead AND r.booking_id IN (SELECT id FROM booked) AND NOT EXISTS (SELECT 1 FROM place_taken t WHERE t.slot_id = r.slot_id AND t.fecha = r.fecha)
        ON CONFLICT (slot_id, fecha) DO UPDATE SET booked = slot_occurrences.booked + EXCLUDED.booked, capacity = EXCLUDED.capacity)`,
    ];
  }
  const taken = reservations
    ? sql`SELECT r.slot_id, r.fecha, r.hora, r.capacity, r.taken, 0 AS freed FROM reserved r WHERE r.lead AND r.booking_id IN (SELECT id FROM booked) UNION ALL`
    : sql``;
  return [
    sql`place_moves AS (
      SELECT slot_id, fecha, max(hora) AS hora, max(capacity) AS capacity, sum(taken)::int AS taken, sum(freed)::int AS freed
      FROM (${taken} SELECT slot_id, fecha, NULL::text AS hora, NULL::integer AS capacity, 0 AS taken, 1 AS freed FROM ended) m
      GROUP BY slot_id, fecha)`,
    sql`place_moved AS (
      UPDATE slot_occurrences o SET booked = o.booked + p.taken - p.freed, capacity = coalesce(p.capacity, o.capacity)
      FROM place_moves p
      WHERE o.slot_id = p.slot_id AND o.fecha = p.fecha
      RETURNING o.slot_id, o.fecha)`,
    sql`place_opened AS (
      INSERT INTO slot_occurrences (slot_id, fecha, hora, capacity, booked)
      SELECT p.slot_id, p.fecha, p.hora, p.capacity, p.taken - p.freed FROM place_moves p
      WHERE p.taken > 0 AND NOT EXISTS (SELECT 1 FROM place_moved m WHERE m.slot_id = p.slot_id AND m.fecha = p.fecha)
      ON CONFLICT (slot_id, fecha) DO UPDATE SET booked = slot_occurrences.booked + EXCLUDED.booked, capacity = EXCLUDED.capacity)`,
  ];
}

/**
 * A rebuild's batch: the reservations already written leave (one read), then the rest goes through the fold phase
 * by phase, each phase one statement (a booking reserved and cancelled in one batch, or a member booking a class
 * again, take a phase each; most batches take one or two).
 */
export async function applyBookingsBatch(trx: Kysely<Database>, batch: readonly RecordedEvent[]): Promise<void> {
  const events = batch as readonly Recorded[];
  const ids = [...new Set(events.filter((e) => e.type === 'SlotReserved').map((e) => e.data.bookingId))];
  const { rows } = await sql<{ id: number }>`SELECT id FROM bookings WHERE id = ANY(${ids}::integer[])`.execute(trx);
  const written = new Set(rows.map((r) => r.id));
  const fresh = events.filter((e) => {
    if (e.type !== 'SlotReserved') return true;
    if (written.has(e.data.bookingId)) return false;
    written.add(e.data.bookingId); // a reservation delivered twice in the batch: its first
    return true;
  });
  const phases = foldPhases(fresh, (e) => [
    { key: `booking:${e.data.bookingId}` },
    { key: `place:${occurrenceOf(e.data)}:${e.data.userId}` },
    // A class's events go together, in log order: a phase nets a stretch of them (the last one's capacity stays), so
    // each phase leaves its places as the log did at some point, within the class's capacity.
    { key: `class:${occurrenceOf(e.data)}`, together: 'class' },
  ]);
  for (const phase of phases) await runWrites(trx, bookingsWrites(phase, { fresh: false }));
}

/**
 * The inline projections of a booking's or a cancellation's events as data-modifying CTEs, so the booking and waitlist
 * commands write them, their events and their outcome in one statement (services/booking/booking.commands.ts,
 * waitlist-inline.writes.ts): this fold and member-packages@v2's (projections/packages/member-packages.writes.ts), on
 * events that are new by construction: a command's booking id is fresh from booking_id_seq and its ledger line's
 * position is the member stream's next version, taken under that stream's lock, so neither can be there already and
 * their rows are inserted without ON CONFLICT. A moved class's credit never comes here: only the calendar's move
 * appends it, on the projectors' path.
 */
export function bookingInlineWrites(events: readonly RecordedEvent[]): RawBuilder<unknown>[] {
  if (events.some((e) => e.type === 'CreditRestored' && (e.data as { reason?: string }).reason === 'class-moved')) throw new Error('bookingInlineWrites: a moved class\'s credit goes through member-packages@v2');
  return [...bookingsWrites(events, { fresh: true }), ...memberPackagesWrites(events, { fresh: true, moves: false })];
}

type Fold = { name: string; handles: readonly string[] };

/**
 * Whether a booking's statement writes every inline projector of its events (SlotReserved, CreditConsumed): it runs
 * those projectors' own folds, so a projector's change cannot leave it behind, but a projector added for one of the
 * events would be missed, and stops the app at start until it is composed here. Asked once, when the database handle
 * is given the projectors (services/booking/index.ts, fastWrites).
 */
export function bookingWritesMirrorProjectors(inlineProjectors: readonly Projector[]): boolean {
  return composesEvery(inlineProjectors, ['SlotReserved', 'CreditConsumed'], [BOOKINGS_FOLD, MEMBER_PACKAGES_FOLD]);
}

/** For each type, the inline projectors that handle it are exactly the composed folds that do. */
export function composesEvery(inline: readonly Projector[], types: readonly string[], folds: readonly Fold[]): boolean {
  const names = (of: readonly Fold[], type: string) => of.filter((p) => p.handles.includes(type)).map((p) => p.name).toSorted().join();
  return types.every((type) => names(inline, type) === names(folds, type));
}
