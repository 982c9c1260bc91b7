import type { Db } from '../../../db/database';
import { openCalendarFeed, revokeCalendarFeed, sendReminder, setReminderSettings } from '../../../services/reminders/reminders.commands';
import type { CommandContext } from '../../../services/platform/commands/command';

export type ReminderKind = 'SetReminderSettings' | 'SendClassReminder' | 'SendPackageReminder' | 'OpenCalendarFeed' | 'RevokeCalendarFeed';

/**
 * Reminders' and calendar feeds' commands as the routes and the reminders job run them: `n` is the hours before a
 * class (or the slot and day a reminder names), `fecha` a class date of the tour.
 */
export async function runReminderCommand(db: Db, ctx: CommandContext, kind: ReminderKind, input: { userId: string | undefined; slotId: number | undefined; fecha: string; n: number }): Promise<string | undefined> {
  if (kind === 'SetReminderSettings') {
    await setReminderSettings(db, ctx, { classHoursBefore: input.n });
    return;
  }
  const { userId } = input;
  if (!userId) return 'NOTHING_TO_ACT_ON';
  switch (kind) {
    case 'SendClassReminder':
      if (input.slotId === undefined) return 'NOTHING_TO_ACT_ON';
      await sendReminder(db, ctx, { type: 'ClassReminderSent', data: { userId, slotId: input.slotId, fecha: input.fecha, hora: '10:00', discipline: 'Funcional' } });
      return;
    case 'SendPackageReminder':
      await sendReminder(db, ctx, { type: 'PackageExpiryReminderSent', data: { userId, validUntil: input.fecha, credits: input.n } });
      return;
    case 'OpenCalendarFeed':
      await openCalendarFeed(db, ctx, userId);
      return;
    case 'RevokeCalendarFeed':
      await revokeCalendarFeed(db, ctx, userId);
      return;
  }
}
