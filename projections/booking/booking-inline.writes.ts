import { sql, type RawBuilder } from 'kysely';
import type { RecordedEvent } from '../../events/framework/event';
import { CREDIT_LINE_TYPES, creditLine, type CreditLineEvent } from '../../domain/booking/policy-ledger-lines';
import type { Projector } from '../runner/projection';
import { forgivenLateCancelWrite, type ForgivenRecorded } from './booking-decision.writes';
import { bookingsWrites } from './bookings.writes';

/**
 * The inline projections of a booking's or a cancellation's events as data-modifying CTEs, so the booking
 * commands write them, their events and their outcome in one statement (services/booking/booking.commands.ts):
 * - bookings@v1 (bookings, slot_occurrences): its own fold, bookings.writes.ts, the SQL the projector runs;
 * - member-packages@v2 (member_packages, credit_ledger) for CreditConsumed, CreditRestored and the booking policy's
 *   LateCancelForgiven and CreditForfeited: each event's line from creditLine (domain/booking/policy-ledger-lines.ts), the rule the
 *   projector folds with, written as a balance moved by the lines' sum and a ledger line each. A moved class's
 *   credit (its 'class-moved' return and its new booking's use: one "Turno movido" line) never comes here: only the
 *   calendar's move appends it, on the projectors' path; a booking command's booking id is fresh, so no move names it;
 * - forgiven-late-cancels@v1 (forgiven_late_cancels) for LateCancelForgiven: its projector's statement.
 * tests/api/booking-round-trips.int.test.ts replays the same events through the projectors and compares.
 */
const MIRRORED: Record<string, readonly string[]> = {
  SlotReserved: ['bookings@v1'],
  BookingCancelled: ['bookings@v1'],
  CreditConsumed: ['member-packages@v2'],
  CreditRestored: ['member-packages@v2'],
  LateCancelForgiven: ['member-packages@v2', 'forgiven-late-cancels@v1'],
  CreditForfeited: ['member-packages@v2'],
};

/**
 * Whether these CTEs still stand for every inline projector of the booking events. A projector added for one of
 * them, or a new version of one of these, stops the app at start until this file learns the change. Asked once, when
 * the database handle is given the projectors (services/booking/index.ts, fastWrites).
 */
export function bookingWritesMirrorProjectors(inlineProjectors: readonly Projector[]): boolean {
  return Object.entries(MIRRORED).every(([type, names]) => {
    const handling = inlineProjectors.filter((p) => p.handles.includes(type)).map((p) => p.name);
    return handling.length === names.length && names.every((name) => handling.includes(name));
  });
}

/**
 * `name AS (…)` CTEs for the events: any number of bookings and cancellations (bookings.writes.ts) and of credit lines
 * over any number of members, each a fixed set of CTEs over JSON rows, so the statement's text and plan are the same
 * whatever the batch's size.
 */
export function bookingInlineWrites(events: readonly RecordedEvent[]): RawBuilder<unknown>[] {
  if (events.some((e) => e.type === 'CreditRestored' && (e.data as { reason?: string }).reason === 'class-moved')) throw new Error('bookingInlineWrites: a moved class\'s credit goes through member-packages@v2');
  const forgiven = events.filter((e) => e.type === 'LateCancelForgiven') as ForgivenRecorded[];
  return [
    ...bookingsWrites(events),
    ...creditWrites(events.filter((e) => CREDIT_LINE_TYPES.has(e.type)) as (RecordedEvent & CreditLineEvent)[]),
    ...forgiven.map((e, i) => sql`${sql.id(`forgiven_${i}`)} AS (${forgivenLateCancelWrite(e)})`),
  ];
}

/**
 * Each member's credit lines (a booking's CreditConsumed; a late cancellation's CreditRestored and LateCancelForgiven):
 * one statement may update the member's row only once, so it moves by their sum to the last position, and each line
 * gets the balance after it, as member-packages@v2 leaves them one by one. Skipped, like the projector, when the row
 * is already past the first of them.
 */
function creditWrites(events: (RecordedEvent & CreditLineEvent)[]): RawBuilder<unknown>[] {
  if (events.length === 0) return [];
  const lines = events.map((e) => ({ e, ...creditLine(e) }));
  const members = new Map<string, { user_id: string; total: number; first_position: number; last_position: number; at: Date }>();
  for (const { e, delta } of lines) {
    const m = members.get(e.data.userId);
    if (m) members.set(e.data.userId, { ...m, total: m.total + delta, last_position: e.streamPosition, at: e.recordedAt });
    else members.set(e.data.userId, { user_id: e.data.userId, total: delta, first_position: e.streamPosition, last_position: e.streamPosition, at: e.recordedAt });
  }
  const rows = lines.map(({ e, kind, delta, reason }, k) => ({
    user_id: e.data.userId,
    position: e.streamPosition,
    at: e.recordedAt,
    kind,
    delta,
    // what the member's later lines in this statement move: this line's balance is the final one less that
    after: lines.slice(k + 1).reduce((sum, l) => (l.e.data.userId === e.data.userId ? sum + l.delta : sum), 0),
    actor_id: typeof e.metadata.actorId === 'string' ? e.metadata.actorId : null,
    reason,
  }));
  return [
    sql`cr_moved AS (
      UPDATE member_packages m
      SET creditos_restantes = m.creditos_restantes + c.total, last_position = c.last_position, updated_at = c.at
      FROM json_to_recordset(${JSON.stringify([...members.values()])}::json) AS c(user_id text, total integer, first_position bigint, last_position bigint, at timestamptz)
      WHERE m.user_id = c.user_id AND m.last_position < c.first_position
      RETURNING m.user_id, m.creditos_restantes, m.paquete_id)`,
    sql`cr_lines AS (
      INSERT INTO credit_ledger (position, user_id, at, kind, delta, balance, paquete_id, actor_id, reason)
      SELECT l.position, m.user_id, l.at, l.kind, l.delta, m.creditos_restantes - l.after, m.paquete_id, l.actor_id, l.reason
      FROM json_to_recordset(${JSON.stringify(rows)}::json) AS l(user_id text, position bigint, at timestamptz, kind text, delta integer, after integer, actor_id text, reason text)
      JOIN cr_moved m ON m.user_id = l.user_id)`,
  ];
}
