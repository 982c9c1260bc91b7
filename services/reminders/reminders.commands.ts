import { randomBytes } from 'node:crypto';
import type { ReminderEvent } from '../../events/catalog/reminders.events';
import { calendarFeedStream, classReminderStream, packageReminderStream, reminderSettingsStream } from '../../events/streams';
import { isMemberDeleted } from '../../projections/membership/users.queries';
import type { Db } from '../../db/database';
import type { CommandContext } from '../platform/commands/command';
import { runCommand } from '../platform/commands/run-command';
import { decideOnStream } from '../platform/commands/stream-fold';
import { calendarFeedDecider } from './calendar-feed.decider';
import { reminderDecider } from './reminder.decider';
import { reminderSettingsDecider, type ReminderSettings } from './reminder-settings.decider';

/** SetReminderSettings: the studio's hours before a class for its reminder (admin). */
export async function setReminderSettings(db: Db, ctx: CommandContext, settings: ReminderSettings) {
  return runCommand(db, {
    type: 'SetReminderSettings',
    decide: async (trx) => {
      const { append } = await decideOnStream(trx, reminderSettingsStream(), reminderSettingsDecider, { type: 'SetReminderSettings', settings });
      return { appends: [append], result: {} };
    },
  }, ctx);
}

const streamOf = (reminder: ReminderEvent) =>
  reminder.type === 'ClassReminderSent'
    ? classReminderStream(reminder.data.slotId, reminder.data.fecha, reminder.data.userId)
    : packageReminderStream(reminder.data.userId, reminder.data.validUntil);

/** SendReminder: records a reminder on its own stream, once; the push reactor (and email) deliver it from there. */
export async function sendReminder(db: Db, ctx: CommandContext, reminder: ReminderEvent): Promise<boolean> {
  const outcome = await runCommand(db, {
    type: 'SendReminder',
    decide: async (trx) => {
      const memberDeleted = await isMemberDeleted(trx, reminder.data.userId);
      const { append } = await decideOnStream(trx, streamOf(reminder), reminderDecider, { type: 'SendReminder', reminder, memberDeleted });
      return { appends: [append], result: null };
    },
  }, ctx);
  return outcome.events.length > 0;
}

// 32 random bytes: the link is the feed's only key, as unguessable as a session token.
const newFeedSecret = () => randomBytes(32).toString('base64url');

/** OpenCalendarFeed: a new private feed link for the member (a renewal: the previous link stops working). */
export async function openCalendarFeed(db: Db, ctx: CommandContext, userId: string): Promise<string> {
  const { result } = await runCommand(db, {
    type: 'OpenCalendarFeed',
    decide: async (trx) => {
      const command = { type: 'OpenCalendarFeed' as const, userId, freshSecret: newFeedSecret(), memberDeleted: await isMemberDeleted(trx, userId) };
      const { append } = await decideOnStream(trx, calendarFeedStream(userId), calendarFeedDecider, command);
      return { appends: [append], result: command.freshSecret };
    },
  }, ctx);
  return result;
}

/** RevokeCalendarFeed: the member's feed link stops working; calendars subscribed to it stop updating. */
export async function revokeCalendarFeed(db: Db, ctx: CommandContext, userId: string): Promise<void> {
  await runCommand(db, {
    type: 'RevokeCalendarFeed',
    decide: async (trx) => {
      const command = { type: 'RevokeCalendarFeed' as const, userId, memberDeleted: await isMemberDeleted(trx, userId) };
      const { append } = await decideOnStream(trx, calendarFeedStream(userId), calendarFeedDecider, command);
      return { appends: [append], result: null };
    },
  }, ctx);
}
