import type { Kysely, Selectable } from 'kysely';
import { headPosition } from '../../events/store/read';
import type { Database } from '../../db/schema';
import { REPORTS_PROCESSOR } from './reports.projector';
import type { ReportDaysTable } from '../../db/tables/reports';

export interface DateRange {
  /** First studio-calendar day, YYYY-MM-DD, inclusive. */
  from: string;
  /** Last studio-calendar day, inclusive. */
  to: string;
}

export interface DayActivity {
  date: string;
  bookings: number;
  cancellations: number;
  cancelledByMember: number;
  cancelledByAdmin: number;
  cancelledByStudio: number;
  creditsConsumed: number;
  creditsRestored: number;
  requests: number;
  approvals: number;
  rejections: number;
  packagesAssigned: number;
  /** ARS: packages sold at their price of that moment minus reversals (report_entries, reports@v2). */
  revenue: number;
  sales: number;
  reversals: number;
  /** Credits consumed minus restored. */
  creditsUsed: number;
  newMembers: number;
}

export type ActivityTotals = Omit<DayActivity, 'date'>;

const EMPTY: ActivityTotals = {
  bookings: 0, cancellations: 0, cancelledByMember: 0, cancelledByAdmin: 0, cancelledByStudio: 0, creditsConsumed: 0, creditsRestored: 0,
  requests: 0, approvals: 0, rejections: 0, packagesAssigned: 0, revenue: 0, sales: 0, reversals: 0, creditsUsed: 0, newMembers: 0,
};

/** Every day of the range, days without activity at zero. */
export async function listDayActivity(db: Kysely<Database>, range: DateRange): Promise<DayActivity[]> {
  const rows = await db.selectFrom('report_days').selectAll().where('day', '>=', range.from).where('day', '<=', range.to).execute();
  const byDay = new Map(rows.map((r) => [r.day, r]));
  return daysBetween(range).map((date) => {
    const row = byDay.get(date);
    return row ? toActivity(row) : { date, ...EMPTY };
  });
}

export function sumActivity(days: readonly DayActivity[]): ActivityTotals {
  const totals = { ...EMPTY };
  for (const day of days) for (const key of Object.keys(EMPTY) as (keyof ActivityTotals)[]) totals[key] += day[key];
  totals.revenue = Math.round(totals.revenue * 100) / 100;
  return totals;
}

/**
 * Requests waiting for a decision now, first packages, renewals and top-ups alike (a member has at most one), from
 * the requests' read table: the day counters count renewal requests nowhere but their approvals, so a difference
 * of sums undercounts. The drill-down lists the same rows.
 */
export async function countPendingRequests(db: Kysely<Database>): Promise<number> {
  const row = await db.selectFrom('package_requests').select((eb) => eb.fn.countAll<string>().as('n')).where('status', '=', 'pending').executeTakeFirst();
  return Number(row?.n ?? 0);
}

export interface ReportsStatus {
  processor: string;
  position: number;
  head: number;
  lag: number;
  status: string;
  updatedAt: string | null;
}

/** Where the reports projector stands against the head of the log. */
export async function getReportsStatus(db: Kysely<Database>): Promise<ReportsStatus> {
  const [checkpoint, head] = await Promise.all([
    db.selectFrom('projection_checkpoints').select(['position', 'status', 'updated_at']).where('name', '=', REPORTS_PROCESSOR).executeTakeFirst(),
    headPosition(db),
  ]);
  const position = Number(checkpoint?.position ?? 0);
  return {
    processor: REPORTS_PROCESSOR,
    position,
    head,
    lag: Math.max(0, head - position),
    status: checkpoint?.status ?? 'not_started',
    updatedAt: checkpoint?.updated_at ? new Date(checkpoint.updated_at).toISOString() : null,
  };
}

function toActivity(row: Selectable<ReportDaysTable>): DayActivity {
  return {
    date: row.day,
    bookings: row.bookings,
    cancellations: row.cancelled_by_member + row.cancelled_by_admin + row.cancelled_by_studio,
    cancelledByMember: row.cancelled_by_member,
    cancelledByAdmin: row.cancelled_by_admin,
    cancelledByStudio: row.cancelled_by_studio,
    creditsConsumed: row.credits_consumed,
    creditsRestored: row.credits_restored,
    requests: row.requests,
    approvals: row.approvals,
    rejections: row.rejections,
    packagesAssigned: row.packages_assigned,
    // The money figures are report_entries' (listDayMoney), merged in by the summary.
    revenue: 0,
    sales: 0,
    reversals: 0,
    creditsUsed: 0,
    newMembers: row.new_members,
  };
}

/** The calendar days from `from` to `to`, inclusive (plain dates: UTC arithmetic has no DST to trip on). */
export function daysBetween({ from, to }: DateRange): string[] {
  const days: string[] = [];
  for (let t = Date.parse(`${from}T00:00:00Z`), end = Date.parse(`${to}T00:00:00Z`); t <= end; t += 86_400_000) {
    days.push(new Date(t).toISOString().slice(0, 10));
  }
  return days;
}
