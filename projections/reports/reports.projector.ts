import type { Kysely } from 'kysely';
import type { BookingCreditEvent, BookingMovedEvent, OccurrenceEvent } from '../../events/catalog/booking.events';
import type { CatalogEvent } from '../../events/catalog/catalog.events';
import type { PriceListEvent } from '../../events/catalog/price-lists.events';
import type { MemberEvent } from '../../events/catalog/packages.events';
import type { MembershipEvent } from '../../events/catalog/membership.events';
import type { RecordedEvent } from '../../events/framework/event';
import type { Database } from '../../db/schema';
import { studioTime } from '../../domain/time/studio-time';
import type { AsyncProcessor } from '../runner/async-processor';
import { findPriceCents, foldCatalog } from './report-catalog.fold';
import { addToDay, type DayIncrements } from './report-days.fold';
import { foldOccurrence } from './report-occurrences.fold';
import { foldMoney, isPlanMonth, MONEY_TYPES } from './report-money.fold';
import { isMovedCredit, noteMovedBooking } from './report-moves.fold';

type ReportedEvent = OccurrenceEvent | BookingMovedEvent | BookingCreditEvent | MemberEvent | MembershipEvent | CatalogEvent;

const CATALOG_TYPES = ['PackageCreated', 'PackageChanged', 'PriceVersionTookEffect', 'ScheduleSlotAdded', 'OneOffClassAdded', 'ScheduleSlotChanged', 'DisciplineCreated', 'DisciplineRenamed'];

// Money types this projector already handled for its day counters.
const SHARED_MONEY_TYPES = ['CreditConsumed', 'CreditRestored', 'PackageAssigned', 'PackageRequested', 'PackageRequestApproved'];

// v2: the money and credit figures' entries (report_entries, report_member_packages); v3: renewals and top-ups
// sold on approval (report_requests); v4: one-off classes' disciplines (report_slots); v5: a booking that followed its
// moved class is the same booking (report-moves.fold.ts, report_moved_bookings); v6: a monthly plan's months sell nothing
// and her fee's payments are income (report-money.fold.ts); v7: a price-list version taking effect is the package's
// price a sale counts (report-catalog.fold.ts); v8: a request sells at what the price list asked her to transfer
// (report_requests keeps first requests too). Each version replays from 0; the tables of earlier versions are guarded by
// their rows' last position (or keyed by the event's), so the replay leaves them as they were (moves recorded before
// v5 are recounted at the next start, which sees no projection_versions row for v5 and empties the tables first).
export const REPORTS_PROCESSOR = 'reports@v8';

export const reportTables = [
  'report_days', 'report_occurrences', 'report_package_prices', 'report_slots', 'report_disciplines', 'report_entries', 'report_member_packages', 'report_requests',
  'report_moved_bookings',
] as const;

/**
 * The admin reports, replayed from the log behind the commands: activity per studio-calendar day (bookings,
 * cancellations by who, credits, package requests and decisions, assignments with their price, new members)
 * and the live places of every booked occurrence. It owns its tables, so a rebuild replays it from 0.
 */
export function reportsProjector(deps: { tz: string }): AsyncProcessor {
  return {
    name: REPORTS_PROCESSOR,
    tables: reportTables,
    handles: [
      ...CATALOG_TYPES,
      'SlotReserved', 'BookingCancelled', 'BookingMoved', 'CreditConsumed', 'CreditRestored',
      'PackageRequested', 'PackageRequestApproved', 'PackageRequestRejected', 'PackageAssigned',
      'UserRegistered',
      ...MONEY_TYPES.filter((type) => !SHARED_MONEY_TYPES.includes(type)),
    ],
    async handle(trx, events) {
      for (const event of events) await apply(trx, event, deps.tz);
    },
  };
}

async function apply(trx: Kysely<Database>, recorded: RecordedEvent, tz: string): Promise<void> {
  const event = recorded as unknown as ReportedEvent;
  const position = recorded.globalPosition;
  if (CATALOG_TYPES.includes(event.type)) return foldCatalog(trx, event as CatalogEvent | PriceListEvent, position);
  if (event.type === 'SlotReserved' || event.type === 'BookingCancelled') await foldOccurrence(trx, event, position);
  if (event.type === 'BookingMoved') await noteMovedBooking(trx, event.data.bookingId, position);
  // The credit a moved booking gives back and takes again at the new class is neither returned nor used.
  if (await isMovedCredit(trx, event)) return;
  if (MONEY_TYPES.includes(event.type)) await foldMoney(trx, recorded, tz);
  const increments = await dayIncrements(trx, event, recorded);
  if (increments) await addToDay(trx, studioTime(recorded.recordedAt, tz).date, position, increments);
}

async function dayIncrements(trx: Kysely<Database>, event: ReportedEvent, recorded: RecordedEvent): Promise<DayIncrements | undefined> {
  if (recorded.type === 'MonthlyPaymentRecorded') return { revenue_cents: Number((recorded.data as { amount: number }).amount) };
  switch (event.type) {
    case 'SlotReserved':
      return { bookings: 1 };
    // The SlotReserved just before it on the same stream is the member's booking moved by the studio, not a new one.
    case 'BookingMoved':
      return { bookings: -1 };
    case 'BookingCancelled':
      // Ended only to be taken again at the new time (BookingMoved): the member did not cancel, nor did the studio.
      if (event.data.reason === 'class-moved') return undefined;
      if (event.data.reason === 'member') return { cancelled_by_member: 1 };
      if (event.data.reason === 'admin') return { cancelled_by_admin: 1 };
      return { cancelled_by_studio: 1 };
    case 'CreditConsumed':
      return { credits_consumed: creditsOf(event.data) };
    case 'CreditRestored':
      return { credits_restored: creditsOf(event.data) };
    case 'PackageRequested':
      return { requests: 1 };
    case 'PackageRequestApproved':
      return { approvals: 1 };
    case 'PackageRequestRejected':
      return { rejections: 1 };
    case 'PackageAssigned':
      // A monthly plan's month: her fee's payments are the revenue, on the days she pays.
      if (await isPlanMonth(trx, recorded, event.data.userId)) return { packages_assigned: 1 };
      return { packages_assigned: 1, revenue_cents: await findPriceCents(trx, event.data.packageId) };
    case 'UserRegistered':
      return event.data.role === 'member' ? { new_members: 1 } : undefined;
    default:
      return undefined;
  }
}

// Booking moves one credit per class; the member stream's folds read an optional `credits` the same way.
const creditsOf = (data: object) => Number((data as { credits?: number }).credits ?? 1);
