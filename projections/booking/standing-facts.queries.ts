import { sql, type Kysely, type RawBuilder } from 'kysely';
import { DEFAULT_WAITLIST_CUTOFF_MINUTES } from '../../events/catalog/catalog.events';
import type { StandingFacts, StandingWaitFacts } from '../../domain/booking/standing-facts';
import { promotionCutoffMinutes } from '../../domain/booking/waitlist-cutoff';
import { memberDeletedSql } from '../membership/users.queries';
import { joinFactsOf, joinFactsSql } from './waitlist-facts.queries';

/**
 * A turno fijo command's facts in one round trip. Read them under the member stream's lock: every command that
 * changes these rows appends to that stream and takes the same lock first, so they hold until COMMIT.
 */
export async function readStandingFacts(db: Kysely<any>, input: { userId: string; slotId: number; fecha?: string }): Promise<StandingFacts> {
  const { rows } = await sql<StandingFacts>`
    SELECT
      EXISTS (SELECT 1 FROM standing_bookings WHERE user_id = ${input.userId} AND slot_id = ${input.slotId} AND active) AS standing,
      ${input.fecha === undefined
        ? sql`false`
        : sql`EXISTS (SELECT 1 FROM standing_booking_skips WHERE user_id = ${input.userId} AND slot_id = ${input.slotId} AND fecha = ${input.fecha}::date)`} AS "weekSkipped",
      ${memberDeletedSql(input.userId)} AS "memberDeleted"`.execute(db);
  const row = rows[0]!;
  return { standing: Boolean(row.standing), weekSkipped: Boolean(row.weekSkipped), memberDeleted: Boolean(row.memberDeleted) };
}

type JoinRow = Parameters<typeof joinFactsOf>[0];
interface StandingWaitRow extends JoinRow {
  standing: boolean;
  week_skipped: boolean;
  member_left: boolean;
  w_cutoff: number | null;
  w_closes: number | null;
}

/**
 * A turno fijo's full week going on the waitlist: the waitlist's join facts, the turno fijo's, whether the member
 * already left this class's list (by their or an admin's hand) or cancelled a booking of it, and the list's cutoff.
 * For the statement that locks the occurrence's and the member's streams (a FactsCommand's:
 * services/platform/commands/locked-facts.ts).
 */
export const standingWaitFactsSql = (slotId: number, fecha: string, userId: string): RawBuilder<unknown> => sql`
  SELECT j.*,
         EXISTS (SELECT 1 FROM standing_bookings WHERE user_id = ${userId} AND slot_id = ${slotId} AND active) AS standing,
         EXISTS (SELECT 1 FROM standing_booking_skips WHERE user_id = ${userId} AND slot_id = ${slotId} AND fecha = ${fecha}::date) AS week_skipped,
         (EXISTS (SELECT 1 FROM waitlist_entries w WHERE w.slot_id = ${slotId} AND w.fecha = ${fecha}::date AND w.user_id = ${userId}
                   AND w.state = 'left' AND w.ended_reason IN ('member', 'admin'))
          OR EXISTS (SELECT 1 FROM bookings b WHERE b.slot_id = ${slotId} AND b.fecha = ${fecha}::date AND b.user_id = ${userId} AND NOT b.active)) AS member_left,
         (SELECT d.waitlist_cutoff_minutes_before FROM disciplines d WHERE d.id = j.s_disciplina) AS w_cutoff,
         (SELECT d.closes_minutes_before FROM disciplines d WHERE d.id = j.s_disciplina) AS w_closes
  FROM (${joinFactsSql(slotId, fecha, userId)}) j`;

export function standingWaitFactsOf(r: StandingWaitRow): StandingWaitFacts {
  return {
    join: joinFactsOf(r),
    standing: { standing: r.standing, weekSkipped: r.week_skipped, memberDeleted: r.member_deleted === true },
    memberLeft: r.member_left,
    // A class without a policy: the studio's defaults, as the waitlist's own settling reads them (waitlist-facts.queries.ts).
    cutoffMinutes: promotionCutoffMinutes({ waitlistCutoffMinutesBefore: r.w_cutoff ?? DEFAULT_WAITLIST_CUTOFF_MINUTES, closesMinutesBefore: r.w_closes ?? 0 }),
  };
}

export type { StandingWaitRow };
