import { sql, type RawBuilder } from 'kysely';
import type { BookingCreditEvent, LateCancelEvent, OccurrenceEvent } from '../../events/catalog/booking.events';
import { policyLedgerLine } from '../../domain/booking/policy-ledger-lines';
import type { RecordedEvent } from '../../events/framework/event';
import type { Projector } from '../runner/projection';

/**
 * The inline projections of a booking's or a cancellation's events as data-modifying CTEs, so the booking
 * commands write them, their events and their outcome in one statement (services/booking/booking.commands.ts).
 * They must leave exactly the rows the projectors' `apply` leaves, event by event:
 * - bookings@v1 (bookings, slot_occurrences) for SlotReserved and BookingCancelled;
 * - member-packages@v2 (member_packages, credit_ledger) for CreditConsumed, CreditRestored and the booking policy's
 *   LateCancelForgiven and CreditForfeited (ledger lines that move no credit). A moved class's credit (its
 *   'class-moved' return and its new booking's use: one "Turno movido" line) never comes here: only the calendar's
 *   move appends it, on the projectors' path; a booking command's booking id is fresh, so no move names it.
 * tests/api/booking-round-trips.int.test.ts replays the same events through the projectors and compares.
 * Unlike the projectors, they insert without ON CONFLICT (a speculative insertion costs an index probe and an
 * extra WAL record per row): a command's booking id is fresh from booking_id_seq and its ledger line's position
 * is the member stream's next version, taken under that stream's lock, so neither can be there already.
 */
const MIRRORED: Record<string, string> = {
  SlotReserved: 'bookings@v1',
  BookingCancelled: 'bookings@v1',
  CreditConsumed: 'member-packages@v2',
  CreditRestored: 'member-packages@v2',
  LateCancelForgiven: 'member-packages@v2',
  CreditForfeited: 'member-packages@v2',
};

/**
 * Whether these CTEs still stand for every inline projector of the booking events. A projector added for one of
 * them, or a new version of one of these, stops the app at start until this file learns the change. Asked once, when
 * the database handle is given the projectors (services/booking/index.ts, fastWrites).
 */
export function bookingWritesMirrorProjectors(inlineProjectors: readonly Projector[]): boolean {
  return Object.entries(MIRRORED).every(([type, name]) => {
    const handling = inlineProjectors.filter((p) => p.handles.includes(type)).map((p) => p.name);
    return handling.length === 1 && handling[0] === name;
  });
}


type BookingEvent = RecordedEvent & (OccurrenceEvent | BookingCreditEvent | LateCancelEvent);
type MemberCreditRecorded = RecordedEvent & (BookingCreditEvent | LateCancelEvent);

const MEMBER_CREDIT_TYPES = new Set(['CreditConsumed', 'CreditRestored', 'LateCancelForgiven', 'CreditForfeited']);

const actorOf = (e: RecordedEvent) => (typeof e.metadata.actorId === 'string' ? e.metadata.actorId : null);

/**
 * `name AS (…)` CTEs for the events. Reservations alone (SlotReserved and CreditConsumed, any number of bookings on
 * distinct classes and members: a booking, or a batch of them) are written set-based, a fixed number of CTEs over
 * arrays, so the statement's text and plan are the same whatever the batch's size; any other mix gets CTEs per
 * event (their names carry the event's index, so a command may write several).
 */
export function bookingInlineWrites(events: readonly RecordedEvent[]): RawBuilder<unknown>[] {
  return onlyReservations(events) ? reservationWrites(events) : eventByEventWrites(events);
}

type Reserved = RecordedEvent & Extract<OccurrenceEvent, { type: 'SlotReserved' }>;
type Consumed = RecordedEvent & Extract<BookingCreditEvent, { type: 'CreditConsumed' }>;

/** SlotReserved and CreditConsumed only, at most one per class occurrence and one per member. */
function onlyReservations(events: readonly RecordedEvent[]): boolean {
  const occurrences = new Set<string>();
  const members = new Set<string>();
  for (const e of events) {
    if (e.type === 'SlotReserved') {
      const d = (e as Reserved).data;
      const key = `${d.slotId}:${d.fecha}`;
      if (occurrences.has(key)) return false;
      occurrences.add(key);
    } else if (e.type === 'CreditConsumed') {
      const userId = (e as Consumed).data.userId;
      if (members.has(userId)) return false;
      members.add(userId);
    } else return false;
  }
  return events.length > 0;
}

/**
 * The rows bookings@v1 and member-packages@v2 leave for reservations, set-based: each SlotReserved a booking row and
 * its class's place (the occurrence's row updated, or inserted by its first booking), each CreditConsumed its
 * member's balance and one ledger line with the balance after it. Same rows as the event-by-event CTEs below.
 */
function reservationWrites(events: readonly RecordedEvent[]): RawBuilder<unknown>[] {
  const reserved = events.filter((e): e is Reserved => e.type === 'SlotReserved');
  const consumed = events.filter((e): e is Consumed => e.type === 'CreditConsumed');
  const column = <T>(rows: readonly T[], of: (row: T) => unknown) => JSON.stringify(rows.map(of));
  return [
    sql`reserved AS (
      SELECT * FROM json_to_recordset(${column(reserved, (e) => ({ booking_id: e.data.bookingId, slot_id: e.data.slotId, fecha: e.data.fecha, hora: e.data.hora, user_id: e.data.userId, at: e.recordedAt, actor_id: actorOf(e), capacity: e.data.capacity }))}::json)
        AS r(booking_id integer, slot_id integer, fecha date, hora text, user_id text, at timestamptz, actor_id text, capacity integer))`,
    sql`booked AS (
      INSERT INTO bookings (id, slot_id, fecha, hora, user_id, active, booked_at, booked_by)
      SELECT booking_id, slot_id, fecha, hora, user_id, true, at, actor_id FROM reserved
      RETURNING id)`,
    // Counted with its booking row only, as bookings@v1 does; updated in place, inserted by the class's first booking
    // (see writesOf's SlotReserved: the occurrence's stream lock keeps a second creator out).
    sql`place_taken AS (
      UPDATE slot_occurrences o SET booked = o.booked + 1, capacity = r.capacity
      FROM reserved r
      WHERE o.slot_id = r.slot_id AND o.fecha = r.fecha AND r.booking_id IN (SELECT id FROM booked)
      RETURNING o.slot_id, o.fecha)`,
    sql`place_opened AS (
      INSERT INTO slot_occurrences (slot_id, fecha, hora, capacity, booked)
      SELECT r.slot_id, r.fecha, r.hora, r.capacity, 1 FROM reserved r
      WHERE r.booking_id IN (SELECT id FROM booked) AND NOT EXISTS (SELECT 1 FROM place_taken t WHERE t.slot_id = r.slot_id AND t.fecha = r.fecha)
      ON CONFLICT (slot_id, fecha) DO UPDATE SET booked = slot_occurrences.booked + 1, capacity = EXCLUDED.capacity)`,
    sql`consumed AS (
      SELECT * FROM json_to_recordset(${column(consumed, (e) => ({ user_id: e.data.userId, position: e.streamPosition, at: e.recordedAt, delta: creditLine(e).delta, actor_id: actorOf(e) }))}::json)
        AS c(user_id text, position bigint, at timestamptz, delta integer, actor_id text))`,
    sql`credit_moved AS (
      UPDATE member_packages m
      SET creditos_restantes = m.creditos_restantes + c.delta, last_position = c.position, updated_at = c.at
      FROM consumed c
      WHERE m.user_id = c.user_id AND m.last_position < c.position
      RETURNING m.user_id, m.creditos_restantes, m.paquete_id)`,
    sql`credit_line AS (
      INSERT INTO credit_ledger (position, user_id, at, kind, delta, balance, paquete_id, actor_id, reason)
      SELECT c.position, m.user_id, c.at, 'consumed', c.delta, m.creditos_restantes, m.paquete_id, c.actor_id, NULL
      FROM credit_moved m JOIN consumed c ON c.user_id = m.user_id)`,
  ];
}

function eventByEventWrites(events: readonly RecordedEvent[]): RawBuilder<unknown>[] {
  // One statement may change a row once: two of these events on one occurrence need the projectors' path.
  const occurrences = events.filter((e) => e.type === 'SlotReserved' || e.type === 'BookingCancelled').map((e) => `${(e.data as { slotId: number }).slotId}:${(e.data as { fecha: string }).fecha}`);
  if (new Set(occurrences).size < occurrences.length) throw new Error('bookingInlineWrites: two changes to one occurrence in one statement');
  if (events.some((e) => e.type === 'CreditRestored' && (e.data as { reason?: string }).reason === 'class-moved')) throw new Error('bookingInlineWrites: a moved class\'s credit goes through member-packages@v2');
  const occurrence = (events as readonly BookingEvent[]).flatMap((event, i) => writesOf(event, i));
  const credits = events.filter((e) => MEMBER_CREDIT_TYPES.has(e.type)) as MemberCreditRecorded[];
  const byMember = new Map<string, MemberCreditRecorded[]>();
  for (const e of credits) byMember.set(e.data.userId, [...(byMember.get(e.data.userId) ?? []), e]);
  return [...occurrence, ...[...byMember.values()].flatMap((memberEvents, i) => memberCreditWrites(memberEvents, i))];
}

/** What member-packages@v2 writes for one credit event: the balance change, its ledger kind and reason. */
function creditLine(e: MemberCreditRecorded): { kind: string; delta: number; reason: string | null } {
  switch (e.type) {
    case 'CreditConsumed':
      return { kind: 'consumed', delta: -((e.data as { credits?: number }).credits ?? 1), reason: null };
    case 'CreditRestored':
      return { kind: 'restored', delta: (e.data as { credits?: number }).credits ?? 1, reason: null };
    default:
      return policyLedgerLine(e);
  }
}

/**
 * One member's credit events (e.g. a late cancellation's CreditRestored and LateCancelForgiven): one statement may
 * update the member's row only once, so it moves by their sum to the last position, and each event gets its ledger
 * line with the balance after it, as member-packages@v2 leaves them one by one. Skipped, like the projector, when
 * the row is already past the first of them.
 */
function memberCreditWrites(events: MemberCreditRecorded[], i: number): RawBuilder<unknown>[] {
  const first = events[0]!;
  const last = events[events.length - 1]!;
  const lines = events.map(creditLine);
  const total = lines.reduce((sum, l) => sum + l.delta, 0);
  const moved = sql.id(`credit_moved_${i}`);
  const values = events.map((e, k) => {
    const after = lines.slice(k + 1).reduce((sum, l) => sum + l.delta, 0); // what moves after this line
    const l = lines[k]!;
    return sql`(${e.streamPosition}::bigint, ${e.recordedAt}::timestamptz, ${l.kind}::text, ${l.delta}::integer, ${after}::integer, ${(e.metadata.actorId as string | undefined) ?? null}::text, ${l.reason}::text)`;
  });
  return [
    sql`${moved} AS (
      UPDATE member_packages
      SET creditos_restantes = creditos_restantes + ${total}, last_position = ${last.streamPosition}, updated_at = ${last.recordedAt}
      WHERE user_id = ${first.data.userId} AND last_position < ${first.streamPosition}
      RETURNING user_id, creditos_restantes, paquete_id)`,
    sql`${sql.id(`credit_line_${i}`)} AS (
      INSERT INTO credit_ledger (position, user_id, at, kind, delta, balance, paquete_id, actor_id, reason)
      SELECT v.position, m.user_id, v.at, v.kind, v.delta, m.creditos_restantes - v.after, m.paquete_id, v.actor_id, v.reason
      FROM ${moved} m CROSS JOIN (VALUES ${sql.join(values)}) AS v(position, at, kind, delta, after, actor_id, reason))`,
  ];
}

function writesOf(e: BookingEvent, i: number): RawBuilder<unknown>[] {
  const at = e.recordedAt;
  const name = (base: string) => sql.id(`${base}_${i}`);
  switch (e.type) {
    case 'SlotReserved': {
      const d = e.data;
      return [
        sql`${name('booked')} AS (
          INSERT INTO bookings (id, slot_id, fecha, hora, user_id, active, booked_at, booked_by)
          VALUES (${d.bookingId}, ${d.slotId}, ${d.fecha}::date, ${d.hora}, ${d.userId}, true, ${at}, ${actorOf(e)})
          RETURNING id)`,
        // Counted with its booking row only, as bookings@v1 does. The occurrence's row is updated in place, and
        // inserted only by its first booking: an INSERT … ON CONFLICT DO UPDATE would lock the row (one more WAL
        // record) and probe the index before every update. The occurrence's stream lock keeps a second creator
        // out; the insert keeps ON CONFLICT anyway, so it could only count, never fail.
        sql`${name('place_taken')} AS (
          UPDATE slot_occurrences SET booked = booked + 1, capacity = ${d.capacity}
          WHERE slot_id = ${d.slotId} AND fecha = ${d.fecha}::date AND EXISTS (SELECT 1 FROM ${name('booked')})
          RETURNING 1)`,
        sql`${name('place_opened')} AS (
          INSERT INTO slot_occurrences (slot_id, fecha, hora, capacity, booked)
          SELECT ${d.slotId}::integer, ${d.fecha}::date, ${d.hora}::text, ${d.capacity}::integer, 1
          WHERE EXISTS (SELECT 1 FROM ${name('booked')}) AND NOT EXISTS (SELECT 1 FROM ${name('place_taken')})
          ON CONFLICT (slot_id, fecha) DO UPDATE SET booked = slot_occurrences.booked + 1, capacity = ${d.capacity})`,
      ];
    }
    case 'BookingCancelled': {
      const d = e.data;
      return [
        sql`${name('cancelled')} AS (
          UPDATE bookings SET active = false, cancelled_at = ${at}, cancelled_by = ${actorOf(e)}, cancel_reason = ${d.reason}
          WHERE id = ${d.bookingId} AND active
          RETURNING id)`,
        sql`${name('place_freed')} AS (
          UPDATE slot_occurrences SET booked = booked - 1
          WHERE slot_id = ${d.slotId} AND fecha = ${d.fecha}::date AND EXISTS (SELECT 1 FROM ${name('cancelled')}))`,
      ];
    }
    default:
      return []; // member credit events: memberCreditWrites
  }
}
