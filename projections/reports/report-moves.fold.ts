import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

type Trx = Kysely<Database>;

/**
 * A class the studio moved (services/booking/calendar-move.ts) ends each booking that follows it ('class-moved', its
 * credit back) and books it again at the new time (SlotReserved and BookingMoved, the credit consumed again). For
 * the reports it is one booking, now on the new occurrence: its places follow it (report_occurrences), but it is no
 * new booking, no cancellation, and its credit is neither returned nor used again. Bookings that could not follow
 * ('moved-class-full', 'moved-member-busy', or 'class-cancelled' without a credit to carry) count as the studio's
 * cancellations with their credit back, as a cancelled class's or a closed day's do.
 *
 * The move appends the new occurrence's stream before the members' (calendar.commands.ts, appendsOf), so a booking's
 * BookingMoved is folded before its CreditConsumed: the table below is how the credit is recognised.
 */
export async function noteMovedBooking(trx: Trx, bookingId: number, position: number): Promise<void> {
  await trx.insertInto('report_moved_bookings').values({ booking_id: bookingId, last_position: position })
    .onConflict((oc) => oc.column('booking_id').doNothing())
    .execute();
}

/** The credit side of a moved booking: its return on the old class, or its consumption at the new one. */
export async function isMovedCredit(trx: Trx, event: { type: string; data: object }): Promise<boolean> {
  const data = event.data as { reason?: string; bookingId?: number };
  if (event.type === 'CreditRestored') return data.reason === 'class-moved';
  if (event.type !== 'CreditConsumed' || typeof data.bookingId !== 'number') return false;
  const moved = await trx.selectFrom('report_moved_bookings').select('booking_id').where('booking_id', '=', data.bookingId).executeTakeFirst();
  return moved !== undefined;
}
