import { sql, type RawBuilder } from 'kysely';
import type { BookingMovedEvent, ForfeitWaivedEvent, LateCancelEvent } from '../../events/catalog/booking.events';
import type { BookingCreditEvent, MemberEvent } from '../../events/catalog/packages.events';
import type { RecordedEvent } from '../../events/framework/event';
import { dayMonth, policyLedgerLine } from '../../domain/booking/policy-ledger-lines';

/**
 * The one fold of member-packages@v2 (member_packages: what each member holds now; credit_ledger: every movement,
 * with the balance after it; credit_ledger_moves: a moved class's booking is one line): the data-modifying CTEs that
 * write a set of its events in one statement. The projector runs them for one event, a rebuild for each phase of a
 * batch (member-packages.batch.ts), and the booking, cancellation and waitlist commands put them in their own
 * statement (projections/booking/bookings.writes.ts, bookingInlineWrites): the same SQL on every path.
 *
 * One piece per kind of event, each over a JSON array of its events:
 * - credit moves (a booking's credit used or given back, the booking policy's lines, an admin's adjustment): the
 *   member's balance moves by their sum and each writes its ledger line with the balance after it;
 * - resets (a package assigned, removed or expired): what the member holds is replaced, with its line;
 * - a moved class's return (CreditRestored 'class-moved'): the balance moves, and its balance before is noted on the
 *   move instead of a line (the move's new use writes the one line, "Turno movido");
 * - BookingMoved notes the move (the new booking, the one it replaced, the line's words).
 * Every member event is applied once: the row's last_position is the member stream's position it reached.
 *
 * What a set must be (a command's events are; the projector's one event is; a rebuild's phases are made so): each
 * member's row exists (memberRows), a member's events all past the row's position or none, and a member has either
 * credit moves only (in stream order) or one other event.
 */
export const MEMBER_PACKAGES_FOLD = {
  name: 'member-packages@v2',
  handles: ['PackageAssigned', 'PackageRemoved', 'CreditsExpired', 'PackageExpiryMoved', 'CreditsAdjusted', 'CreditConsumed', 'CreditRestored', 'LateCancelForgiven', 'CreditForfeited', 'ForfeitWaived', 'BookingMoved'],
} as const;

/** Every member event member-packages@v2 folds: the package's, booking's credits, and the booking policy's lines. */
type Credit = RecordedEvent & (MemberEvent | BookingCreditEvent | LateCancelEvent | ForfeitWaivedEvent);
export type Moved = RecordedEvent & BookingMovedEvent;

export interface MemberPackagesOptions {
  /** A command's events: new by construction (the member stream's next versions, under its lock), no ON CONFLICT. */
  fresh: boolean;
  /**
   * Whether a CreditConsumed may be a moved class's new use, to be written as the move's one line. Never in a booking
   * command (its booking id is fresh, so no move names it), which leaves the lookup out of its statement.
   */
  moves: boolean;
}

type Piece = 'move' | 'reset' | 'return' | 'note';

/** Which piece of the fold writes an event (a rebuild's runs are one piece each). */
export function pieceOf(e: RecordedEvent): Piece {
  switch (e.type) {
    case 'BookingMoved':
      return 'note';
    case 'PackageAssigned':
    case 'PackageRemoved':
    case 'CreditsExpired':
    case 'PackageExpiryMoved':
      return 'reset';
    case 'CreditRestored':
      return (e.data as { reason?: string }).reason === 'class-moved' ? 'return' : 'move';
    default:
      return 'move';
  }
}

/** A credit move's ledger line: kind, delta and the member's words. */
function creditLine(e: Credit): { kind: string; delta: number; reason: string | null } {
  switch (e.type) {
    case 'CreditConsumed':
      return { kind: 'consumed', delta: -(e.data.credits ?? 1), reason: null };
    case 'CreditRestored':
      return { kind: 'restored', delta: e.data.credits ?? 1, reason: null };
    case 'CreditsAdjusted':
      return { kind: 'adjusted', delta: e.data.delta, reason: e.data.reason };
    case 'LateCancelForgiven':
    case 'CreditForfeited':
    case 'ForfeitWaived':
      return policyLedgerLine(e);
    default:
      throw new Error(`member-packages@v2: ${e.type} is not a credit move`);
  }
}

const actorOf = (e: RecordedEvent) => (typeof e.metadata.actorId === 'string' ? e.metadata.actorId : null);
const json = (rows: readonly unknown[]) => JSON.stringify(rows);

/** `name AS (…)` CTEs writing member-packages@v2's events among `events` (none when there are none). */
export function memberPackagesWrites(events: readonly RecordedEvent[], opts: MemberPackagesOptions): RawBuilder<unknown>[] {
  const handled = events.filter((e) => (MEMBER_PACKAGES_FOLD.handles as readonly string[]).includes(e.type));
  const of = (piece: Piece) => handled.filter((e) => pieceOf(e) === piece);
  return [
    ...creditMoveWrites(of('move') as Credit[], opts),
    ...resetWrites(of('reset') as Credit[], opts),
    ...returnWrites(of('return') as Credit[], opts),
    ...noteWrites(of('note') as Moved[]),
  ];
}

// Lines are inserted in the events' order (a table read back in physical order shows them as delivery left them).
const onConflict = ({ fresh }: MemberPackagesOptions) => (fresh ? sql`` : sql`ON CONFLICT (user_id, position) DO NOTHING`);

/**
 * A member's credit moves: one statement may update their row only once, so it moves by their sum to the last
 * position (carried by the first of them), and each line gets the balance after it (the row's new balance less what
 * moves after it here). Skipped when the row is already past the first of them.
 */
function creditMoveWrites(events: readonly Credit[], opts: MemberPackagesOptions): RawBuilder<unknown>[] {
  if (events.length === 0) return [];
  const byMember = new Map<string, Credit[]>();
  for (const e of events) byMember.set(e.data.userId, [...(byMember.get(e.data.userId) ?? []), e]);
  const rows = events.map((e, ord) => {
    const mine = byMember.get(e.data.userId)!;
    const lines = mine.map(creditLine);
    const k = mine.indexOf(e);
    const last = mine.at(-1)!;
    return {
      user_id: e.data.userId, position: e.streamPosition, at: e.recordedAt, ...lines[k]!, actor_id: actorOf(e),
      after: lines.slice(k + 1).reduce((sum, l) => sum + l.delta, 0),
      lead: k === 0, total: lines.reduce((sum, l) => sum + l.delta, 0), last_position: last.streamPosition, last_at: last.recordedAt,
      booking_id: e.type === 'CreditConsumed' ? e.data.bookingId : null, ord,
    };
  });
  // A moved class's new use: its line counts from the balance before the move's return, and says the move.
  const line = opts.moves
    ? sql`SELECT c.position, m.user_id, c.at, CASE WHEN mv.booking_id IS NULL THEN c.kind ELSE 'moved' END,
             CASE WHEN mv.booking_id IS NULL THEN c.delta ELSE m.creditos_restantes - c.after - mv.balance_before END,
             m.creditos_restantes - c.after, m.paquete_id, c.actor_id, CASE WHEN mv.booking_id IS NULL THEN c.reason ELSE mv.reason END
      FROM credit_moved m JOIN credits c ON c.user_id = m.user_id
      LEFT JOIN credit_ledger_moves mv ON mv.booking_id = c.booking_id AND c.kind = 'consumed' AND mv.balance_before IS NOT NULL
      ORDER BY c.ord`
    : sql`SELECT c.position, m.user_id, c.at, c.kind, c.delta, m.creditos_restantes - c.after, m.paquete_id, c.actor_id, c.reason
      FROM credit_moved m JOIN credits c ON c.user_id = m.user_id`;
  return [
    sql`credits AS (
      SELECT * FROM json_to_recordset(${json(rows)}::json)
        AS c(user_id text, position bigint, at timestamptz, kind text, delta integer, reason text, actor_id text, after integer,
             lead boolean, total integer, last_position bigint, last_at timestamptz, booking_id integer, ord integer))`,
    sql`credit_moved AS (
      UPDATE member_packages m
      SET creditos_restantes = m.creditos_restantes + c.total, last_position = c.last_position, updated_at = c.last_at
      FROM credits c
      WHERE c.lead AND m.user_id = c.user_id AND m.last_position < c.position
      RETURNING m.user_id, m.creditos_restantes, m.paquete_id)`,
    sql`credit_line AS (
      INSERT INTO credit_ledger (position, user_id, at, kind, delta, balance, paquete_id, actor_id, reason)
      ${line}
      ${onConflict(opts)})`,
  ];
}

/**
 * A package assigned, removed or expired (one per member): what they hold is replaced, the line says by how much. A
 * moved expiry (`keep`) replaces only the end date: the package, credits and receipt stay, and the line says why.
 */
function resetWrites(events: readonly Credit[], opts: MemberPackagesOptions): RawBuilder<unknown>[] {
  if (events.length === 0) return [];
  const rows = events.map((e, ord) => {
    const base = { user_id: e.data.userId, position: e.streamPosition, at: e.recordedAt, actor_id: actorOf(e), ord, keep: false, reason: null as string | null, clases_por_semana: null as number | null, libre: false };
    switch (e.type) {
      case 'PackageAssigned': {
        const d = e.data;
        const allowance = { clases_por_semana: d.allowance?.kind === 'por_semana' ? d.allowance.classes : null, libre: d.allowance?.kind === 'libre' };
        return { ...base, kind: 'assigned', paquete_id: d.packageId, valido_hasta: d.validUntil, creditos_restantes: d.credits, receipt_request_id: d.requestId ?? null, line_paquete: d.packageId, line_held: false, ...allowance };
      }
      case 'PackageRemoved':
        return { ...base, kind: 'removed', paquete_id: null, valido_hasta: null, creditos_restantes: 0, receipt_request_id: null, line_paquete: null, line_held: true };
      case 'CreditsExpired':
        return { ...base, kind: 'expired', paquete_id: null, valido_hasta: null, creditos_restantes: 0, receipt_request_id: null, line_paquete: e.data.packageId, line_held: false };
      case 'PackageExpiryMoved':
        return { ...base, kind: 'expiry-moved', paquete_id: null, valido_hasta: e.data.validUntil, creditos_restantes: null, receipt_request_id: null, line_paquete: null, line_held: true, keep: true, reason: e.data.reason };
      default:
        throw new Error(`member-packages@v2: ${e.type} is not a reset`);
    }
  });
  return [
    sql`resets AS (
      SELECT * FROM json_to_recordset(${json(rows)}::json)
        AS r(user_id text, position bigint, at timestamptz, actor_id text, kind text, paquete_id integer, valido_hasta date,
             creditos_restantes integer, receipt_request_id integer, line_paquete integer, line_held boolean, ord integer, keep boolean, reason text,
             clases_por_semana integer, libre boolean))`,
    // What they held before (every CTE reads the rows as the statement found them).
    sql`reset_from AS (
      SELECT m.user_id, m.creditos_restantes AS before, m.paquete_id AS held FROM member_packages m JOIN resets r ON r.user_id = m.user_id
      WHERE m.last_position < r.position)`,
    sql`reset_held AS (
      UPDATE member_packages m
      SET paquete_id = CASE WHEN r.keep THEN m.paquete_id ELSE r.paquete_id END, valido_hasta = r.valido_hasta,
          creditos_restantes = CASE WHEN r.keep THEN m.creditos_restantes ELSE r.creditos_restantes END,
          receipt_request_id = CASE WHEN r.keep THEN m.receipt_request_id ELSE r.receipt_request_id END, last_position = r.position, updated_at = r.at,
          clases_por_semana = CASE WHEN r.keep THEN m.clases_por_semana ELSE r.clases_por_semana END, libre = CASE WHEN r.keep THEN m.libre ELSE r.libre END
      FROM resets r
      WHERE m.user_id = r.user_id AND m.last_position < r.position)`,
    sql`reset_line AS (
      INSERT INTO credit_ledger (position, user_id, at, kind, delta, balance, paquete_id, actor_id, reason)
      SELECT r.position, r.user_id, r.at, r.kind, coalesce(r.creditos_restantes - f.before, 0), coalesce(r.creditos_restantes, f.before),
             CASE WHEN r.line_held THEN f.held ELSE r.line_paquete END, r.actor_id, r.reason
      FROM reset_from f JOIN resets r ON r.user_id = f.user_id
      ORDER BY r.ord
      ${onConflict(opts)})`,
  ];
}

/**
 * A moved class's credit back (one per member): the balance moves; when the move was noted, its balance before is
 * noted on it and no line is written (the new use writes the one line); a return whose move was never noted stays a
 * plain line, so the ledger's deltas always add up to its balances.
 */
function returnWrites(events: readonly Credit[], opts: MemberPackagesOptions): RawBuilder<unknown>[] {
  if (events.length === 0) return [];
  const rows = events.map((e, ord) => ({ user_id: e.data.userId, position: e.streamPosition, at: e.recordedAt, delta: creditLine(e).delta, actor_id: actorOf(e), booking_id: (e.data as { bookingId: number }).bookingId, ord }));
  return [
    sql`returns AS (
      SELECT * FROM json_to_recordset(${json(rows)}::json) AS r(user_id text, position bigint, at timestamptz, delta integer, actor_id text, booking_id integer, ord integer))`,
    sql`return_moved AS (
      UPDATE member_packages m
      SET creditos_restantes = m.creditos_restantes + r.delta, last_position = r.position, updated_at = r.at
      FROM returns r
      WHERE m.user_id = r.user_id AND m.last_position < r.position
      RETURNING m.user_id, m.creditos_restantes, m.paquete_id)`,
    sql`return_noted AS (
      UPDATE credit_ledger_moves t SET balance_before = m.creditos_restantes - r.delta
      FROM return_moved m JOIN returns r ON r.user_id = m.user_id
      WHERE t.from_booking_id = r.booking_id)`,
    sql`return_line AS (
      INSERT INTO credit_ledger (position, user_id, at, kind, delta, balance, paquete_id, actor_id, reason)
      SELECT r.position, m.user_id, r.at, 'restored', r.delta, m.creditos_restantes, m.paquete_id, r.actor_id, NULL
      FROM return_moved m JOIN returns r ON r.user_id = m.user_id
      WHERE NOT EXISTS (SELECT 1 FROM credit_ledger_moves t WHERE t.from_booking_id = r.booking_id)
      ORDER BY r.ord
      ${onConflict(opts)})`,
  ];
}

/**
 * A class the studio moved (services/booking/calendar-move.ts) ends each booking that follows it, its credit back
 * (CreditRestored 'class-moved'), and books it again at the new time (BookingMoved, then CreditConsumed): the same
 * credit, so the member's history shows one line, "Turno movido", with what the pair moved (nothing). The move
 * appends the new occurrence's stream before the member's (calendar.commands.ts), so the note is there before its
 * credit events arrive. A note written before keeps its row.
 */
function noteWrites(events: readonly Moved[]): RawBuilder<unknown>[] {
  if (events.length === 0) return [];
  const rows = events.map(({ data: d }) => ({ booking_id: d.bookingId, from_booking_id: d.fromBookingId, reason: `${dayMonth(d.from.fecha)} ${d.from.hora} → ${dayMonth(d.fecha)} ${d.hora}` }));
  return [
    sql`notes AS (
      SELECT * FROM json_to_recordset(${json(rows)}::json) AS n(booking_id integer, from_booking_id integer, reason text))`,
    sql`noted AS (
      INSERT INTO credit_ledger_moves (booking_id, from_booking_id, reason)
      SELECT booking_id, from_booking_id, reason FROM notes
      ON CONFLICT DO NOTHING)`,
  ];
}
