import { sql, type RawBuilder } from 'kysely';
import type { MemberCredit, SlotFacts } from '../../domain/booking/booking-facts';
import type { JoinFacts, WaitingEntry } from '../../domain/booking/waitlist-facts';
import { DEFAULT_WAITLIST_CUTOFF_MINUTES } from '../../events/catalog/catalog.events';
import { promotionCutoffMinutes } from '../../domain/booking/waitlist-cutoff';
import { memberDeletedSql } from '../membership/users.queries';
import { healthGateSql } from '../health/health.queries';
import { debtGateSql, type DebtGateRow } from '../billing/billing.queries';
import { pauseGateSql, type PauseGateRow } from '../billing/pauses.queries';
import { weeklyGateSql } from './weekly-gate.queries';
import type { WeeklyGate } from '../../domain/billing/plan-allowance';
import { cancelFactsSql, memberColumns, memberCreditOf, occurrenceExceptionColumns, occurrenceExceptionOf, type MemberRow } from './booking-facts.queries';
import { memberStream, occurrenceStream, streamColumns } from '../../events/streams';
import { trialPlacesSql } from '../trials/trial-places.queries';

/**
 * What the waitlist commands decide on, as SQL for the statement that also locks their streams (a FactsCommand's
 * `streams` and `facts`: services/platform/commands/locked-facts.ts). One row each, read as JSON: dates stay
 * 'YYYY-MM-DD'.
 * The streams: the occurrence and, where a place may be given, the stream of every member waiting for it (a
 * promotion appends their CreditConsumed), all locked in stream-id order like every locked command.
 */

type CreditRow = MemberRow;
const creditOf = (r: CreditRow): MemberCredit => memberCreditOf(r);

interface SlotRow {
  s_id: number | null;
  s_dia: string | null;
  s_hora: string | null;
  s_cupo: number | null;
  s_disciplina: number | null;
}
const slotOf = (r: SlotRow): SlotFacts | undefined =>
  r.s_id === null ? undefined : { id: r.s_id, diaSemana: r.s_dia!, hora: r.s_hora!, cupoMaximo: r.s_cupo! };

const slotColumns = sql`s.id AS s_id, s.dia_semana AS s_dia, s.hora AS s_hora, s.cupo_maximo AS s_cupo, s.disciplina_id AS s_disciplina`;

/** The member holds a live booking of the entry's occurrence. */
const holds = (alias: string) =>
  sql`EXISTS (SELECT 1 FROM bookings x WHERE x.slot_id = ${sql.ref(`${alias}.slot_id`)} AND x.fecha = ${sql.ref(`${alias}.fecha`)} AND x.user_id = ${sql.ref(`${alias}.user_id`)} AND x.active)`;

// ---------------------------------------------------------------------------------------------------------

export const occurrenceStreamsSql = (slotId: number, fecha: string, userId: string): RawBuilder<unknown> => sql`
  SELECT ${streamColumns(occurrenceStream(slotId, fecha))}
  UNION ALL
  SELECT ${streamColumns(memberStream(userId))}`;

/** The member's package (`m`) covers the discipline of the slot (`s`): not limited (empty set), or that one among its set. */
const covers = sql`coalesce((SELECT cardinality(p.disciplinas) = 0 OR s.disciplina_id = ANY(p.disciplinas) FROM packages p WHERE p.id = m.paquete_id), true)`;

interface JoinRow extends SlotRow, CreditRow {
  slot_fecha: string | null;
  closed_motivo: string | null;
  cancelled_motivo: string | null;
  entry_id: number;
  covers_discipline: boolean;
  booked: number;
  member_holds: boolean;
  on_list: boolean;
  queue_length: number;
  health_gate: { expiresOn: string | null } | null;
  debt_gate: DebtGateRow | null;
  pause_gate: PauseGateRow | null;
  weekly_gate: WeeklyGate | null;
}

export const joinFactsSql = (slotId: number, fecha: string, userId: string): RawBuilder<unknown> => sql`
  SELECT nextval('waitlist_entry_id_seq')::int AS entry_id, ${slotColumns}, ${occurrenceExceptionColumns(slotId, fecha)},
         coalesce((SELECT o.booked FROM slot_occurrences o WHERE o.slot_id = ${slotId} AND o.fecha = ${fecha}::date), 0) + ${trialPlacesSql(slotId, fecha)} AS booked,
         EXISTS (SELECT 1 FROM bookings b WHERE b.slot_id = ${slotId} AND b.fecha = ${fecha}::date AND b.user_id = ${userId} AND b.active) AS member_holds,
         EXISTS (SELECT 1 FROM waitlist_entries w WHERE w.slot_id = ${slotId} AND w.fecha = ${fecha}::date AND w.user_id = ${userId} AND w.state = 'waiting') AS on_list,
         (SELECT count(*)::int FROM waitlist_entries w WHERE w.slot_id = ${slotId} AND w.fecha = ${fecha}::date AND w.state = 'waiting' AND NOT ${holds('w')}) AS queue_length,
         m.paquete_id, m.valido_hasta::text AS valido_hasta, m.creditos_restantes, ${memberColumns(userId)}, ${covers} AS covers_discipline,
         ${healthGateSql(userId)} AS health_gate, ${debtGateSql(userId)} AS debt_gate, ${pauseGateSql(userId, fecha)} AS pause_gate,
         ${weeklyGateSql(userId, fecha)} AS weekly_gate
  FROM (SELECT 1) one
  LEFT JOIN schedule_slots s ON s.id = ${slotId} AND NOT s.deleted
  LEFT JOIN member_packages m ON m.user_id = ${userId}`;

export function joinFactsOf(r: JoinRow): JoinFacts & { entryId: number } {
  return {
    entryId: r.entry_id,
    slot: r.s_id === null ? undefined : { ...slotOf(r)!, ...occurrenceExceptionOf(r) },
    booked: r.booked,
    memberHolds: r.member_holds,
    onList: r.on_list,
    queueLength: r.queue_length,
    member: creditOf(r),
    coversDiscipline: r.covers_discipline,
    health: r.health_gate,
    debt: r.debt_gate,
    paused: r.pause_gate,
    weekly: r.weekly_gate,
  };
}

// ---------------------------------------------------------------------------------------------------------

export const leaveStreamsSql = (slotId: number, fecha: string): RawBuilder<unknown> => sql`
  SELECT ${streamColumns(occurrenceStream(slotId, fecha))}`;

/** Every entry still on the occurrence's list (spent ones too: they close as well). */
export const clearFactsSql = (slotId: number, fecha: string): RawBuilder<unknown> => sql`
  SELECT (SELECT coalesce(json_agg(json_build_object('entryId', w.id, 'userId', w.user_id) ORDER BY w.joined_seq), '[]')
          FROM waitlist_entries w WHERE w.slot_id = ${slotId} AND w.fecha = ${fecha}::date AND w.state = 'waiting') AS entries`;

export const leaveFactsSql = (slotId: number, fecha: string, userId: string): RawBuilder<unknown> => sql`
  SELECT (SELECT w.id FROM waitlist_entries w WHERE w.slot_id = ${slotId} AND w.fecha = ${fecha}::date AND w.user_id = ${userId} AND w.state = 'waiting') AS entry_id`;

// ---------------------------------------------------------------------------------------------------------
// The occurrence's waitlist, for a cancellation (from its booking) or a settling (from the occurrence).

interface WaitingRow extends CreditRow {
  entry_id: number;
  user_id: string;
  holds: boolean;
  covers_discipline: boolean;
  promote_until: number | null;
  health_gate: { expiresOn: string | null } | null;
  debt_gate: DebtGateRow | null;
  pause_gate: PauseGateRow | null;
  weekly_gate: WeeklyGate | null;
}

export interface WaitlistRow extends SlotRow {
  booked: number;
  /** The class's discipline's policy: the waitlist's automatic cutoff and booking's close (minutes before class). */
  w_cutoff: number | null;
  w_closes: number | null;
  waiting: WaitingRow[];
  booking_ids: number[];
}

/** Columns for an occurrence `occ` (slot_id, fecha) joined to `s` (its slot) and `o` (its places). */
const waitlistColumns = sql`
  ${slotColumns}, coalesce(o.booked, 0) + ${trialPlacesSql(sql.ref('occ.slot_id'), sql.ref('occ.fecha'))} AS booked,
  (SELECT d.waitlist_cutoff_minutes_before FROM disciplines d WHERE d.id = s.disciplina_id) AS w_cutoff,
  (SELECT d.closes_minutes_before FROM disciplines d WHERE d.id = s.disciplina_id) AS w_closes,
  (SELECT coalesce(json_agg(json_build_object(
            'entry_id', w.id, 'user_id', w.user_id, 'holds', ${holds('w')}, 'covers_discipline', ${covers}, 'promote_until', w.promote_until_minutes,
            'paquete_id', m.paquete_id, 'valido_hasta', m.valido_hasta::text, 'creditos_restantes', m.creditos_restantes,
            'member_deleted', ${memberDeletedSql(sql`w.user_id`)}, 'health_gate', ${healthGateSql(sql`w.user_id`)}, 'debt_gate', ${debtGateSql(sql`w.user_id`)},
            'pause_gate', ${pauseGateSql(sql`w.user_id`, sql.ref('occ.fecha'))}, 'weekly_gate', ${weeklyGateSql(sql`w.user_id`, sql.ref('occ.fecha'))})
          ORDER BY w.joined_seq), '[]')
   FROM waitlist_entries w LEFT JOIN member_packages m ON m.user_id = w.user_id
   WHERE w.slot_id = occ.slot_id AND w.fecha = occ.fecha AND w.state = 'waiting') AS waiting,
  -- Fresh booking ids for the places that may be given: at most one per waiting member, and one more than
  -- the places free now (a cancellation frees one).
  ARRAY(SELECT nextval('booking_id_seq')::int FROM generate_series(1, least(
    (SELECT count(*) FROM waitlist_entries w WHERE w.slot_id = occ.slot_id AND w.fecha = occ.fecha AND w.state = 'waiting'),
    greatest(0, coalesce(s.cupo_maximo, 0) - coalesce(o.booked, 0) - ${trialPlacesSql(sql.ref('occ.slot_id'), sql.ref('occ.fecha'))} + 1)))) AS booking_ids`;

const waitingMemberStreams = (occ: RawBuilder<unknown>) => sql`
  SELECT DISTINCT ${streamColumns(memberStream.sql(sql.ref('w.user_id')))}
  FROM (${occ}) occ JOIN waitlist_entries w ON w.slot_id = occ.slot_id AND w.fecha = occ.fecha AND w.state = 'waiting'`;

const bookingOccurrence = (bookingId: number) => sql`SELECT b.slot_id, b.fecha FROM bookings b WHERE b.id = ${bookingId}`;

/** A cancellation's streams: its booking's occurrence and member, and every member waiting for that occurrence. */
export const cancelWithWaitlistStreamsSql = (bookingId: number): RawBuilder<unknown> => sql`
  SELECT ${streamColumns(occurrenceStream.sql(sql.ref('b.slot_id'), sql.ref('b.fecha')))} FROM bookings b WHERE b.id = ${bookingId}
  UNION
  SELECT ${streamColumns(memberStream.sql(sql.ref('b.user_id')))} FROM bookings b WHERE b.id = ${bookingId}
  UNION
  ${waitingMemberStreams(bookingOccurrence(bookingId))}`;

/** booking's cancel facts (booking-facts.queries.ts), plus the occurrence's waitlist. */
export const cancelWithWaitlistFactsSql = (bookingId: number): RawBuilder<unknown> => sql`
  SELECT c.*, ${waitlistColumns}
  FROM (${cancelFactsSql(bookingId)}) c
  LEFT JOIN LATERAL (SELECT c.slot_id, c.fecha::date AS fecha) occ ON true
  LEFT JOIN schedule_slots s ON s.id = occ.slot_id AND NOT s.deleted
  LEFT JOIN slot_occurrences o ON o.slot_id = occ.slot_id AND o.fecha = occ.fecha`;

/** Settling an occurrence: its stream and every waiting member's. */
export const settleStreamsSql = (slotId: number, fecha: string): RawBuilder<unknown> => sql`
  SELECT ${streamColumns(occurrenceStream(slotId, fecha))}
  UNION
  ${waitingMemberStreams(sql`SELECT ${slotId}::int AS slot_id, ${fecha}::date AS fecha`)}`;

export const settleFactsSql = (slotId: number, fecha: string): RawBuilder<unknown> => sql`
  SELECT ${waitlistColumns}
  FROM (SELECT ${slotId}::int AS slot_id, ${fecha}::date AS fecha) occ
  LEFT JOIN schedule_slots s ON s.id = occ.slot_id AND NOT s.deleted
  LEFT JOIN slot_occurrences o ON o.slot_id = occ.slot_id AND o.fecha = occ.fecha`;

export function waitlistFactsOf(r: WaitlistRow) {
  const waiting: WaitingEntry[] = (r.waiting ?? []).map((w) => ({
    entryId: w.entry_id,
    userId: w.user_id,
    holdsBooking: w.holds,
    member: creditOf(w),
    coversDiscipline: w.covers_discipline,
    promoteUntilMinutes: w.promote_until ?? null,
    health: w.health_gate,
    debt: w.debt_gate,
    paused: w.pause_gate,
    weekly: w.weekly_gate,
  }));
  // The discipline's policy as a fact for the decider (a class without one: the studio's defaults).
  const cutoffMinutes = promotionCutoffMinutes({
    waitlistCutoffMinutesBefore: r.w_cutoff ?? DEFAULT_WAITLIST_CUTOFF_MINUTES,
    closesMinutesBefore: r.w_closes ?? 0,
  });
  return { slot: slotOf(r), disciplinaId: r.s_disciplina, booked: r.booked ?? 0, waiting, bookingIds: r.booking_ids ?? [], cutoffMinutes };
}
