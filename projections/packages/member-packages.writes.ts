import { sql, type RawBuilder } from 'kysely';
import type { BookingMovedEvent } from '../../events/catalog/booking.events';
import type { RecordedEvent } from '../../events/framework/event';
import { creditStep, POLICY_LEDGER_TYPES, type CreditEvent } from './credit-movement';
import { moveKeys, moveNote } from './credit-moves';

/**
 * The one fold of member-packages@v2 (member_packages, credit_ledger, credit_ledger_moves): data-modifying CTEs
 * writing what any run of its events does, in log order. The projector runs them for one event, a rebuild for a
 * whole batch (member-packages.projector.ts), and the booking and waitlist commands put them in their one writing
 * statement (projections/booking/booking-inline.writes.ts): the same SQL on every path.
 *
 * Event by event, a member's event not applied yet (past the row's last_position) either resets what they hold (a
 * package assigned, removed or expired) or moves the balance by its delta, and writes a ledger line with the balance
 * after it; a moved class's return and new use make one line (credit-moves.ts). One statement may change a row only
 * once, so each member's row is written once with what the events leave, and each line gets the balance it left.
 * Rows are read as the statement found them: under the streams' locks in a command, alone in a rebuild. Rows are
 * inserted in log order, as event-by-event delivery leaves them.
 */
export const MEMBER_PACKAGES_TYPES: ReadonlySet<string> = new Set(['PackageAssigned', 'PackageRemoved', 'CreditsExpired', 'CreditsAdjusted', 'CreditConsumed', 'CreditRestored', ...POLICY_LEDGER_TYPES, 'BookingMoved']);

type RecordedCredit = RecordedEvent & CreditEvent;

function rowOf(e: RecordedCredit, ord: number) {
  const { reset, linePackage, lineHeld, ...step } = creditStep(e);
  return {
    ord,
    user_id: e.data.userId,
    position: e.streamPosition,
    at: e.recordedAt,
    actor_id: typeof e.metadata.actorId === 'string' ? e.metadata.actorId : null,
    ...step,
    reset: reset !== null,
    ...(reset ?? {}),
    line_paquete: linePackage,
    line_held: lineHeld,
    ...moveKeys(e),
  };
}

/** `mp_… AS (…)` CTEs for member-packages@v2's events among `events` (none when there are none); one text for any number. */
export function memberPackagesWrites(all: readonly RecordedEvent[]): RawBuilder<unknown>[] {
  const ords = all.map((e, ord) => ({ e, ord })).filter(({ e }) => MEMBER_PACKAGES_TYPES.has(e.type));
  if (ords.length === 0) return [];
  const events = ords.filter(({ e }) => e.type !== 'BookingMoved').map(({ e, ord }) => rowOf(e as RecordedCredit, ord + 1));
  const notes = ords.filter(({ e }) => e.type === 'BookingMoved').map(({ e, ord }) => ({ ord: ord + 1, ...moveNote((e as unknown as BookingMovedEvent).data) }));
  return [
    // The events not applied yet (each once), with what the member held before them.
    sql`mp_events AS (
      SELECT DISTINCT ON (e.user_id, e.position) e.*, m.user_id IS NOT NULL AS known, coalesce(m.creditos_restantes, 0) AS held_credits,
             m.paquete_id AS held_paquete, m.valido_hasta AS held_valido, m.receipt_request_id AS held_receipt
      FROM json_to_recordset(${JSON.stringify(events)}::json) AS e(ord integer, user_id text, position bigint, at timestamptz, actor_id text, kind text,
             reason text, delta integer, reset boolean, paquete_id integer, valido_hasta date, creditos_restantes integer, receipt_request_id integer,
             line_paquete integer, line_held boolean, moved_from integer, moved_to integer)
      LEFT JOIN member_packages m ON m.user_id = e.user_id
      WHERE e.position > coalesce(m.last_position, 0)
      ORDER BY e.user_id, e.position, e.ord)`,
    // What the member holds after each event: the last reset's (or the row's) package, and its balance moved since.
    sql`mp_runs AS (
      SELECT e.*, count(*) FILTER (WHERE e.reset) OVER (PARTITION BY e.user_id ORDER BY e.ord) AS run, min(e.position) OVER (PARTITION BY e.user_id) AS first_position
      FROM mp_events e)`,
    sql`mp_after AS (
      SELECT r.*,
        CASE WHEN r.run = 0 THEN r.held_paquete ELSE first_value(r.paquete_id) OVER w END AS now_paquete,
        CASE WHEN r.run = 0 THEN r.held_valido ELSE first_value(r.valido_hasta) OVER w END AS now_valido,
        CASE WHEN r.run = 0 THEN r.held_receipt ELSE first_value(r.receipt_request_id) OVER w END AS now_receipt,
        (CASE WHEN r.run = 0 THEN r.held_credits ELSE first_value(r.creditos_restantes) OVER w END + sum(CASE WHEN r.reset THEN 0 ELSE r.delta END) OVER w)::int AS balance
      FROM mp_runs r WINDOW w AS (PARTITION BY r.user_id, r.run ORDER BY r.ord))`,
    // The moves these events may be part of: noted before (read as found) and noted by these events' BookingMoved.
    sql`mp_moves AS (
      SELECT t.booking_id, t.from_booking_id, t.reason, t.balance_before, 0 AS ord FROM credit_ledger_moves t
      WHERE t.booking_id = ANY(ARRAY(SELECT moved_to FROM mp_events WHERE moved_to IS NOT NULL))
         OR t.from_booking_id = ANY(ARRAY(SELECT moved_from FROM mp_events WHERE moved_from IS NOT NULL))
      UNION ALL
      (SELECT DISTINCT ON (n.booking_id) n.booking_id, n.from_booking_id, n.reason, NULL::integer, n.ord
       FROM json_to_recordset(${JSON.stringify(notes)}::json) AS n(ord integer, booking_id integer, from_booking_id integer, reason text)
       WHERE NOT EXISTS (SELECT 1 FROM credit_ledger_moves t WHERE t.booking_id = n.booking_id)
       ORDER BY n.booking_id, n.ord))`,
    // Each event's balance and package before it, and the move it returns or uses (noted before it).
    sql`mp_steps AS (
      SELECT a.*, lag(a.balance, 1, a.held_credits) OVER u AS before, lag(a.now_paquete, 1, a.held_paquete) OVER u AS paquete_before,
        CASE WHEN a.moved_from IS NOT NULL THEN (SELECT mv.booking_id FROM mp_moves mv WHERE mv.from_booking_id = a.moved_from AND mv.ord < a.ord) END AS returned_move,
        CASE WHEN a.moved_to IS NOT NULL THEN (SELECT mv.booking_id FROM mp_moves mv WHERE mv.booking_id = a.moved_to AND mv.ord < a.ord) END AS used_move
      FROM mp_after a WINDOW u AS (PARTITION BY a.user_id ORDER BY a.ord))`,
    // A move's use counts its line from the balance before the move's latest return.
    sql`mp_lines AS (
      SELECT s.*, mv.reason AS move_reason, CASE WHEN s.used_move IS NOT NULL THEN coalesce(
          (SELECT r.before FROM mp_steps r WHERE r.returned_move = s.used_move AND r.ord < s.ord ORDER BY r.ord DESC LIMIT 1), mv.balance_before) END AS move_before
      FROM mp_steps s LEFT JOIN mp_moves mv ON mv.booking_id = s.used_move)`,
    sql`mp_last AS (SELECT DISTINCT ON (user_id) * FROM mp_lines ORDER BY user_id, ord DESC)`,
    sql`mp_held AS (
      UPDATE member_packages m SET paquete_id = l.now_paquete, valido_hasta = l.now_valido, creditos_restantes = l.balance, receipt_request_id = l.now_receipt,
        last_position = l.position, updated_at = l.at
      FROM mp_last l WHERE l.known AND m.user_id = l.user_id AND m.last_position < l.first_position)`,
    sql`mp_opened AS (
      INSERT INTO member_packages (user_id, paquete_id, valido_hasta, creditos_restantes, receipt_request_id, last_position, updated_at)
      SELECT user_id, now_paquete, now_valido, balance, now_receipt, position, at FROM mp_last WHERE NOT known ORDER BY ord)`,
    sql`mp_ledger AS (
      INSERT INTO credit_ledger (position, user_id, at, kind, delta, balance, paquete_id, actor_id, reason)
      SELECT l.position, l.user_id, l.at, CASE WHEN l.move_before IS NULL THEN l.kind ELSE 'moved' END, l.balance - coalesce(l.move_before, l.before), l.balance,
             CASE WHEN l.line_held THEN l.paquete_before ELSE l.line_paquete END, l.actor_id, CASE WHEN l.move_before IS NULL THEN l.reason ELSE l.move_reason END
      FROM mp_lines l
      WHERE l.returned_move IS NULL AND NOT EXISTS (SELECT 1 FROM credit_ledger c WHERE c.user_id = l.user_id AND c.position = l.position)
      ORDER BY l.ord)`,
    sql`mp_noted AS (
      INSERT INTO credit_ledger_moves (booking_id, from_booking_id, reason, balance_before)
      SELECT mv.booking_id, mv.from_booking_id, mv.reason, coalesce(r.before, mv.balance_before)
      FROM mp_moves mv
      LEFT JOIN (SELECT DISTINCT ON (returned_move) returned_move, before FROM mp_steps WHERE returned_move IS NOT NULL ORDER BY returned_move, ord DESC) r ON r.returned_move = mv.booking_id
      WHERE mv.ord > 0 OR r.returned_move IS NOT NULL
      ORDER BY mv.ord
      ON CONFLICT (booking_id) DO UPDATE SET balance_before = excluded.balance_before)`,
  ];
}
