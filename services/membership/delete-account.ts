import type { FastifyInstance } from 'fastify';
import { listMemberBookings } from '../../projections/booking/bookings.queries';
import { listStandingSlotIds } from '../../projections/booking/standing-bookings.queries';
import { listMemberWaitlist } from '../../projections/booking/waitlist.queries';
import { lockUserForDeletion } from '../../projections/membership/users.queries';
import { cancelBooking } from '../booking/booking.commands';
import { clearStandingBooking } from '../booking/standing-booking.commands';
import { leaveWaitlist } from '../booking/waitlist.commands';
import { closeMemberStream } from '../packages/member-package.commands';
import { denySubject } from '../platform/auth/denied-subjects';
import { runCommand } from '../platform/commands/run-command';
import type { CommandContext } from '../platform/commands/command';
import type { Db } from '../../db/database';
import { memberStream, userStream } from '../../events/streams';
import { studioTime } from '../../domain/time/studio-time';
import { deleteHealthCertificates } from '../health/health-certificates.commands';
import { deleteProgressPhotos } from '../progress/progress-photos.commands';
import { decideOnUserStream, destroyPersonalKey } from './user-stream';

interface DeleteAccountInput {
  userId: string;
  today: string;
  tz: string;
  /** Clerk mode: the user's session tokens are refused from now on, on every instance (denied-subjects.ts). */
  denyTokens?: boolean;
}

/**
 * Deletes an account at its owner's request (docs/product.md §5; Clerk's `user.deleted` in Clerk mode):
 * 1. what she holds ahead is released through the ordinary commands: she leaves every waitlist, every booking after
 *    today is cancelled (the place goes back to the class and its waitlist, the credit to her package, exactly as her
 *    own cancellation would) and her turnos fijos end;
 * 2. UserDeleted on her user stream and, in the same transaction, her package closes and MemberDeleted marks her
 *    member stream: from then on every command that would give, take or book anything for her reads that she is
 *    deleted (or conflicts with the deletion, or waits for its lock on her users row, and decides again) and refuses
 *    with USER_DELETED. The password hash, every session and push subscription, the queued notifications and her
 *    mails, queued or sent, go (the notification preference through its projector), and so does her personal data
 *    key: the name and email sealed in the log can no longer be read, by the users projector (which blanks the row to
 *    "Socio eliminado" for the audit and reports), by a replay or from a later backup. In Clerk mode her subject joins the deny-list in that transaction too;
 * 3. step 1 again, for whatever was booked for her while step 2 waited (nothing can be after it commits).
 * Today's bookings stay: the class may be under way, and the studio's roster for today should not change.
 */
export async function deleteAccount(db: Db, ctx: CommandContext, input: DeleteAccountInput) {
  const released = await releaseHeld(db, ctx, input);
  const outcome = await runCommand(db, {
    type: 'DeleteUser',
    decide: async (trx) => {
      await lockUserForDeletion(trx, input.userId);
      const { append } = await decideOnUserStream(trx, input.userId, { type: 'DeleteUser', userId: input.userId });
      const member = await closeMemberStream(trx, { userId: input.userId, today: input.today });
      await trx.deleteFrom('auth_credentials').where('user_id', '=', input.userId).execute();
      await trx.deleteFrom('auth_sessions').where('user_id', '=', input.userId).execute();
      await trx.deleteFrom('push_subscriptions').where('user_id', '=', input.userId).execute();
      // The notification preference goes through its projector (notification_preferences@v1 on UserDeleted, in this
      // transaction): a DELETE here, outside the log, would diverge from a replay when a second deletion appends nothing.
      await purgeOutboxes(trx, input.userId);
      await destroyPersonalKey(trx, input.userId);
      if (input.denyTokens) await denySubject(trx, input.userId);
      return { appends: [append, member], result: { cancelled: released } };
    },
  }, ctx);
  await releaseHeld(db, ctx, input);
  return outcome;
}

/**
 * Her waitlist places, bookings after today and turnos fijos, each released by its own command. One request runs
 * several commands: each gets its own idempotency key derived from the request's. Returns how many bookings went.
 */
async function releaseHeld(db: Db, ctx: CommandContext, input: DeleteAccountInput): Promise<number> {
  const { userId, today, tz } = input;
  const actor = { userId, role: 'member' as const };
  const keyed = (suffix: string, request: unknown): CommandContext => ({ ...ctx, idempotencyKey: ctx.idempotencyKey && `${ctx.idempotencyKey}:${suffix}`, request });
  for (const entry of await listMemberWaitlist(db, userId, today)) {
    await leaveWaitlist(db, keyed(`leave:${entry.id}`, { leaveWaitlist: entry.id }), { userId, slotId: entry.horario_id, fecha: entry.fecha, actor });
  }
  const upcoming = (await listMemberBookings(db, userId, today)).filter((booking) => booking.fecha > today);
  for (const booking of upcoming) {
    await cancelBooking(db, keyed(`cancel:${booking.id}`, { cancelBooking: booking.id }), { bookingId: booking.id, actor, reason: 'member', tz });
  }
  for (const slotId of await listStandingSlotIds(db, userId)) {
    await clearStandingBooking(db, keyed(`standing:${slotId}`, { clearStandingBooking: slotId }), { userId, slotId });
  }
  return upcoming.length;
}

/**
 * The whole deletion as both entry points run it (the member's own request in local mode, Clerk's
 * `user.deleted` webhook in Clerk mode): the command above, her medical certificates' and progress photos' files, then this instance's auth cache forgets the user
 * and every socket of theirs closes on every instance (whose auth caches forget the user too).
 */
export async function deleteAccountNow(app: FastifyInstance, ctx: CommandContext, userId: string) {
  const { db, clock, config } = app.deps;
  const today = studioTime(clock.now(), config.studioTz).date;
  const outcome = await deleteAccount(db, ctx, { userId, today, tz: config.studioTz, denyTokens: app.authProvider.mode === 'clerk' });
  await deleteHealthCertificates(db, app.deps.files, userId);
  await deleteProgressPhotos(db, app.deps.files, userId);
  app.authProvider.forgetUser?.(userId);
  await app.realtime.userChanged(userId);
  return outcome;
}

/**
 * Notifications and mails waiting for (or kept after) delivery that concern the member: those addressed to them
 * (her address and name; a password reset's link), and those the member's own streams caused (an admin's "Ana pidió
 * un paquete" names them).
 */
async function purgeOutboxes(trx: Db, userId: string): Promise<void> {
  const streams = [userStream(userId).streamId, memberStream(userId).streamId];
  for (const outbox of ['push_outbox', 'email_outbox'] as const) {
    await trx
      .deleteFrom(outbox)
      .where((eb) =>
        eb.or([
          eb('user_id', '=', userId),
          eb('source_position', 'in', eb.selectFrom('es_events').select('global_position').where('stream_id', 'in', streams).where('global_position', 'is not', null)),
        ]),
      )
      .execute();
  }
}
