import { sql, type RawBuilder } from 'kysely';
import type { BookingPolicy, CancelBookingFacts, MemberCredit, ReserveSlotFacts, SlotFacts } from '../../domain/booking/booking-facts';
import { DEFAULT_WAITLIST_CUTOFF_MINUTES } from '../../events/catalog/catalog.events';
import { memberDeletedSql } from '../membership/users.queries';
import { healthGateSql } from '../health/health.queries';
import { debtGateSql, type DebtGateRow } from '../billing/billing.queries';
import { pauseGateSql, type PauseGateRow } from '../billing/pauses.queries';
import { memberStream, occurrenceStream, streamColumns } from '../../events/streams';
import { trialPlacesSql } from '../trials/trial-places.queries';
import { makeupGrantSql, makeupUsedSql } from './makeups.queries';
import { weeklyGateSql } from './weekly-gate.queries';
import type { WeeklyGate } from '../../domain/billing/plan-allowance';
import type { CancelMakeupFacts } from '../../domain/booking/makeup-rules';

/**
 * What the booking commands decide on, as SQL fragments for the one statement that also locks their streams (a
 * FactsCommand's `streams` and `facts`: services/platform/commands/locked-facts.ts). Each yields one row, read as
 * JSON: dates stay 'YYYY-MM-DD'.
 */

/** The booking deciders' facts (services/booking/booking.decider.ts), plus a fresh booking id for ReserveSlot. */
export interface ReserveFacts extends ReserveSlotFacts {
  bookingId: number;
  /** The booking policy of the slot's discipline (services/booking/booking-policy.ts). */
  policy: BookingPolicy;
  /** The slot's discipline, and the ones the member's package is limited to (empty or null: every discipline). */
  slotDisciplineId: number | null;
  packageDisciplineIds: number[] | null;
}

/**
 * A value the SQL takes as a parameter, or a column of the row it is read for (`sql.ref('batch_row.slot_id')`): the shared
 * read of a batch of bookings reads the same facts for each row of its input (services/booking/booking.commands.ts).
 */
type Input<T> = T | RawBuilder<unknown>;

/** The policy columns of `d` (disciplines), as JSON; the studio's defaults when the discipline has none. */
export const policyColumns = sql`
  d.opens_days_ahead, coalesce(d.closes_minutes_before, 0) AS closes_minutes_before,
  d.free_cancel_hours_before, coalesce(d.free_late_cancels_per_month, 0) AS free_late_cancels_per_month,
  coalesce(d.waitlist_cutoff_minutes_before, ${DEFAULT_WAITLIST_CUTOFF_MINUTES}::int) AS waitlist_cutoff_minutes_before`;

/**
 * A one-off slot's date (`s`: schedule_slots) and whether the occurrence is off (its day closed, or the
 * class cancelled). Read under the occurrence's lock: every exception appends to that stream, so a booking waiting
 * on the lock reads them afresh (services/booking/calendar.commands.ts).
 */
export const occurrenceExceptionColumns = (slotId: Input<number>, fecha: Input<string>) => sql`
  s.fecha::text AS slot_fecha,
  (SELECT c.motivo FROM closed_days c WHERE c.fecha = ${fecha}::date) AS closed_motivo,
  (SELECT c.motivo FROM cancelled_occurrences c WHERE c.slot_id = ${slotId} AND c.fecha = ${fecha}::date) AS cancelled_motivo`;

export const occurrenceExceptionOf = (r: { slot_fecha: string | null; closed_motivo: string | null; cancelled_motivo: string | null }): Pick<SlotFacts, 'fecha' | 'exception'> => ({
  fecha: r.slot_fecha,
  exception:
    r.closed_motivo !== null ? { kind: 'day-closed', motivo: r.closed_motivo } : r.cancelled_motivo !== null ? { kind: 'cancelled', motivo: r.cancelled_motivo } : null,
});

export interface PolicyRow {
  opens_days_ahead: number | null;
  closes_minutes_before: number;
  free_cancel_hours_before: number | null;
  free_late_cancels_per_month: number;
  waitlist_cutoff_minutes_before: number;
}

export const policyOf = (r: PolicyRow): BookingPolicy => ({
  opensDaysAhead: r.opens_days_ahead,
  closesMinutesBefore: r.closes_minutes_before ?? 0,
  freeCancelHoursBefore: r.free_cancel_hours_before,
  freeLateCancelsPerMonth: r.free_late_cancels_per_month ?? 0,
  waitlistCutoffMinutesBefore: r.waitlist_cutoff_minutes_before ?? DEFAULT_WAITLIST_CUTOFF_MINUTES,
});

interface ReserveRow extends PolicyRow {
  booking_id: number;
  disciplina_id: number | null;
  paquete_disciplinas: number[] | null;
  slot_id: number | null;
  dia_semana: string | null;
  hora: string | null;
  cupo_maximo: number | null;
  slot_fecha: string | null;
  closed_motivo: string | null;
  cancelled_motivo: string | null;
  booked: number | null;
  holds: boolean;
  paquete_id: number | null;
  valido_hasta: string | null;
  creditos_restantes: number | null;
  member_deleted: boolean;
  health_gate: { expiresOn: string | null } | null;
  debt_gate: DebtGateRow | null;
  pause_gate: PauseGateRow | null;
  weekly_gate: WeeklyGate | null;
}

/** The slot, the places taken, whether the member already holds it, their credits, and a fresh booking id. */
export const reserveFactsSql = (slotId: Input<number>, fecha: Input<string>, userId: Input<string>): RawBuilder<unknown> => sql`
  SELECT nextval('booking_id_seq')::int AS booking_id,
         s.id AS slot_id, s.dia_semana, s.hora, s.cupo_maximo, s.disciplina_id, ${policyColumns}, ${occurrenceExceptionColumns(slotId, fecha)},
         (SELECT p.disciplinas FROM packages p WHERE p.id = m.paquete_id) AS paquete_disciplinas,
         coalesce((SELECT o.booked FROM slot_occurrences o WHERE o.slot_id = ${slotId} AND o.fecha = ${fecha}::date), 0) + ${trialPlacesSql(slotId, fecha)} AS booked,
         EXISTS (SELECT 1 FROM bookings b WHERE b.slot_id = ${slotId} AND b.fecha = ${fecha}::date AND b.user_id = ${userId} AND b.active) AS holds,
         m.paquete_id, m.valido_hasta::text AS valido_hasta, m.creditos_restantes, ${memberColumns(userId)}, ${healthGateSql(userId)} AS health_gate, ${debtGateSql(userId)} AS debt_gate,
         ${pauseGateSql(userId, fecha)} AS pause_gate, ${weeklyGateSql(userId, fecha)} AS weekly_gate
  FROM (SELECT 1) one
  LEFT JOIN schedule_slots s ON s.id = ${slotId} AND NOT s.deleted
  LEFT JOIN disciplines d ON d.id = s.disciplina_id
  LEFT JOIN member_packages m ON m.user_id = ${userId}`;

export function reserveFactsOf(r: ReserveRow): ReserveFacts {
  return {
    bookingId: r.booking_id,
    slot: r.slot_id === null ? undefined : { id: r.slot_id, diaSemana: r.dia_semana!, hora: r.hora!, cupoMaximo: r.cupo_maximo!, ...occurrenceExceptionOf(r) },
    occupancy: { booked: r.booked ?? 0, memberHolds: r.holds },
    member: memberCreditOf(r),
    policy: policyOf(r),
    slotDisciplineId: r.disciplina_id,
    packageDisciplineIds: r.paquete_disciplinas,
    health: r.health_gate,
    debt: r.debt_gate,
    paused: r.pause_gate,
    weekly: r.weekly_gate,
  };
}

export interface CancelFacts extends CancelBookingFacts {
  /** The booking policy of the booking's discipline. */
  policy: BookingPolicy;
  /** The member's LateCancelForgiven per studio month ('YYYY-MM'), read from their (locked) stream. */
  lateCancelsForgivenByMonth: Record<string, number>;
  makeup: CancelMakeupFacts;
}

interface CancelRow extends PolicyRow {
  late_forgiven: Record<string, number> | null;
  moved_at: string | null;
  id: number | null;
  credit_consumed: boolean | null;
  slot_id: number | null;
  fecha: string | null;
  hora: string | null;
  user_id: string | null;
  active: boolean | null;
  paquete_id: number | null;
  valido_hasta: string | null;
  creditos_restantes: number | null;
  member_deleted: boolean;
  makeup_used: number | null;
  makeup_valid_days: number | null;
}

// A booking row's streams.
const occurrenceOf = (b: RawBuilder<unknown>) => occurrenceStream.sql(sql`${b}.slot_id`, sql`${b}.fecha`);
const memberOf = (b: RawBuilder<unknown>) => memberStream.sql(sql`${b}.user_id`);

/** When the booking `b` followed a moved class (booking_moves, written inline with the move's BookingMoved). */
export const movedAtOf = (b: RawBuilder<unknown>) => sql<string | null>`(SELECT mv.moved_at FROM booking_moves mv WHERE mv.booking_id = ${b}.id)`;

/** A cancellation's streams: its booking's occurrence and member (none when the booking does not exist). */
export const cancelStreamsSql = (bookingId: number): RawBuilder<unknown> => sql`
  SELECT ${streamColumns(occurrenceOf(sql`b`))} FROM bookings b WHERE b.id = ${bookingId}
  UNION ALL
  SELECT ${streamColumns(memberOf(sql`b`))} FROM bookings b WHERE b.id = ${bookingId}`;

/**
 * The booking, its member's package, its discipline's policy and the member's forgiven late cancellations per studio
 * month (forgiven_late_cancels, written inline with each LateCancelForgiven: read under the member's lock, it counts
 * every one committed before; credit_ledger's `at` is the commit time, not the studio clock the month was decided by).
 */
export const cancelFactsSql = (bookingId: number): RawBuilder<unknown> => sql`
  SELECT b.id, b.slot_id, b.fecha::text AS fecha, b.hora, b.user_id, b.active,
         NOT EXISTS (SELECT 1 FROM attendance a WHERE a.booking_id = b.id AND NOT a.credit_consumed) AND ${makeupUsedSql(sql`b`)} IS NULL AS credit_consumed,
         m.paquete_id, m.valido_hasta::text AS valido_hasta, m.creditos_restantes, ${memberColumns(sql`b.user_id`)}, ${policyColumns},
         ${makeupUsedSql(sql`b`)} AS makeup_used, ${makeupGrantSql(sql`b`, 'cancel')} AS makeup_valid_days,
         (SELECT json_object_agg(month, n) FROM (
            SELECT f.month, count(*)::int AS n FROM forgiven_late_cancels f WHERE f.user_id = b.user_id GROUP BY 1) f) AS late_forgiven,
         ${movedAtOf(sql`b`)} AS moved_at
  FROM (SELECT 1) one
  LEFT JOIN bookings b ON b.id = ${bookingId}
  LEFT JOIN schedule_slots s ON s.id = b.slot_id
  LEFT JOIN disciplines d ON d.id = s.disciplina_id
  LEFT JOIN member_packages m ON m.user_id = b.user_id`;

export function cancelFactsOf(r: CancelRow): CancelFacts {
  const booking = r.id === null ? undefined : { id: r.id, slotId: r.slot_id!, fecha: r.fecha!, hora: r.hora!, userId: r.user_id!, active: r.active!, creditConsumed: r.credit_consumed ?? true, movedAt: r.moved_at };
  const makeup = { usedMakeupId: r.makeup_used, grantValidDays: r.makeup_valid_days };
  return { booking, member: memberCreditOf(r), policy: policyOf(r), lateCancelsForgivenByMonth: r.late_forgiven ?? {}, makeup };
}

/**
 * The member's own facts beside her package (`m`: member_packages): whether her account was deleted. Every facts
 * query that hands a decider a MemberCredit reads it here and reads it back with memberCreditOf.
 */
export const memberColumns = (userId: Input<string>) => sql`${memberDeletedSql(userId)} AS member_deleted`;

export interface MemberRow {
  paquete_id: number | null;
  valido_hasta: string | null;
  creditos_restantes: number | null;
  member_deleted?: boolean | null;
}

export const memberCreditOf = (r: MemberRow): MemberCredit => ({
  packageId: r.paquete_id,
  validUntil: r.valido_hasta,
  credits: r.creditos_restantes ?? 0,
  deleted: r.member_deleted === true,
});
