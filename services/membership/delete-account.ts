import type { FastifyInstance } from 'fastify';
import { listMemberBookings } from '../../projections/booking/bookings.queries';
import { listMemberWaitlist } from '../../projections/booking/waitlist.queries';
import { cancelBooking } from '../booking/booking.commands';
import { leaveWaitlist } from '../booking/waitlist.commands';
import { handleCommand, type CommandContext } from '../platform/commands/command-handler';
import type { Db } from '../../db/database';
import { studioTime } from '../../domain/time/studio-time';
import { decideOnUserStream, destroyPersonalKey } from './user-stream';

/**
 * Deletes a local account at its owner's request (docs/product.md §5):
 * 1. every booking after today is cancelled through the ordinary CancelBooking command, so the place goes back
 *    to the class (and its waitlist) and the credit to the member's package exactly as a cancellation by the member
 *    would; the member leaves every waitlist first, so no freed place is ever given to a deleted account;
 * 2. UserDeleted is appended, and in the same transaction the password hash, every session and push
 *    subscription and the queued notifications go (the notification preference through its projector), and so does the member's
 *    personal data key: the name and email sealed in the log can no longer be read, by the users projector
 *    (which blanks the row to "Socio eliminado" for the audit and reports), by a replay or from a later backup.
 * Today's bookings stay: the class may be under way, and the studio's roster for today should not change.
 */
export async function deleteAccount(db: Db, ctx: CommandContext, input: { userId: string; today: string; tz: string }) {
  for (const entry of await listMemberWaitlist(db, input.userId, input.today)) {
    const leaveCtx = { ...ctx, idempotencyKey: ctx.idempotencyKey && `${ctx.idempotencyKey}:leave:${entry.id}`, request: { leaveWaitlist: entry.id } };
    await leaveWaitlist(db, leaveCtx, { userId: input.userId, slotId: entry.horario_id, fecha: entry.fecha, actor: { userId: input.userId, role: 'member' } });
  }
  const upcoming = (await listMemberBookings(db, input.userId, input.today)).filter((booking) => booking.fecha > input.today);
  for (const booking of upcoming) {
    // One request runs several commands: each gets its own idempotency key derived from the request's.
    const cancelCtx = { ...ctx, idempotencyKey: ctx.idempotencyKey && `${ctx.idempotencyKey}:cancel:${booking.id}`, request: { cancelBooking: booking.id } };
    await cancelBooking(db, cancelCtx, { bookingId: booking.id, actor: { userId: input.userId, role: 'member' }, reason: 'member', tz: input.tz });
  }
  return handleCommand(db, 'DeleteUser', ctx, async (trx) => {
    const { append } = await decideOnUserStream(trx, input.userId, { type: 'DeleteUser', userId: input.userId });
    await trx.deleteFrom('auth_credentials').where('user_id', '=', input.userId).execute();
    await trx.deleteFrom('auth_sessions').where('user_id', '=', input.userId).execute();
    await trx.deleteFrom('push_subscriptions').where('user_id', '=', input.userId).execute();
    // The notification preference goes through its projector (notification_preferences@v1 on UserDeleted, in this
    // transaction): a DELETE here, outside the log, would diverge from a replay when a second deletion appends nothing.
    await purgePushOutbox(trx, input.userId);
    await destroyPersonalKey(trx, input.userId);
    return { appends: [append], result: { cancelled: upcoming.length } };
  });
}

/**
 * The whole deletion as both entry points run it (the member's own request in local mode, Clerk's
 * `user.deleted` webhook in Clerk mode): the command above, then this instance's auth cache forgets the user
 * and every socket of theirs closes on every instance.
 */
export async function deleteAccountNow(app: FastifyInstance, ctx: CommandContext, userId: string) {
  const { db, clock, config } = app.deps;
  const outcome = await deleteAccount(db, ctx, { userId, today: studioTime(clock.now(), config.studioTz).date, tz: config.studioTz });
  app.authProvider.forgetUser?.(userId);
  await app.realtime.userChanged(userId);
  return outcome;
}

/**
 * Notifications waiting for (or kept after) delivery that concern the member: those addressed to them, and those
 * the member's own streams caused (an admin's "Ana pidió un paquete" names them).
 */
async function purgePushOutbox(trx: Db, userId: string): Promise<void> {
  const streams = [`user:${userId}`, `member:${userId}`];
  await trx
    .deleteFrom('push_outbox')
    .where((eb) =>
      eb.or([
        eb('user_id', '=', userId),
        eb('source_position', 'in', eb.selectFrom('es_events').select('global_position').where('stream_id', 'in', streams).where('global_position', 'is not', null)),
      ]),
    )
    .execute();
}
