import { memberStream } from '../../events/catalog/packages.events';
import { fail } from '../../events/framework/errors';
import { findBookingMember } from '../../projections/booking/bookings.queries';
import { isMemberDeleted } from '../../projections/membership/users.queries';
import type { Db } from '../../db/database';
import { runCommand } from '../platform/commands/run-command';
import type { CommandContext } from '../platform/commands/command';
import { decideOnStream } from '../platform/commands/stream-fold';
import { forfeitWaiverDecider } from './forfeit-waiver.decider';

/** WaiveForfeit: the admin gives back the credit a late cancellation of this booking forfeited. */
export async function waiveForfeit(db: Db, ctx: CommandContext, input: { bookingId: number; reason: string }): Promise<{ id: number }> {
  const { result } = await runCommand(db, {
    type: 'WaiveForfeit',
    decide: async (trx) => {
      const userId = await findBookingMember(trx, input.bookingId);
      if (userId === undefined) throw fail('FORFEIT_NOT_FOUND');
      const { append } = await decideOnStream(trx, memberStream(userId), forfeitWaiverDecider, {
        type: 'WaiveForfeit',
        userId,
        bookingId: input.bookingId,
        reason: input.reason,
        memberDeleted: await isMemberDeleted(trx, userId),
      });
      return { appends: [append], result: { id: input.bookingId } };
    },
  }, ctx);
  return result;
}
