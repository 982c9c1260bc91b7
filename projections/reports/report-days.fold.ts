import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { ReportDayCounter } from '../../db/tables/reports';

export type DayIncrements = Partial<Record<ReportDayCounter, number>>;

/**
 * Adds to a day's counters, once per event: the row remembers the last position folded into it, and an
 * event at or below it (a repeated delivery) changes nothing.
 */
export async function addToDay(trx: Kysely<Database>, day: string, position: number, increments: DayIncrements): Promise<void> {
  const columns = Object.keys(increments) as ReportDayCounter[];
  if (columns.length === 0) return;
  const set = Object.fromEntries(
    columns.map((c) => [c, sql<number>`${sql.ref(`report_days.${c}`)} + ${sql.ref(`excluded.${c}`)}`]),
  ) as Record<ReportDayCounter, ReturnType<typeof sql<number>>>;
  await trx
    .insertInto('report_days')
    .values({ day, last_position: position, ...increments })
    .onConflict((oc) =>
      oc
        .column('day')
        .doUpdateSet({ ...set, last_position: sql<number>`excluded.last_position` })
        .whereRef('report_days.last_position', '<', 'excluded.last_position'),
    )
    .execute();
}
