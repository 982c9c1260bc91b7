import { notificationSettingsStream } from '../../events/catalog/notifications.events';
import { isMemberDeleted } from '../../projections/membership/users.queries';
import type { Db } from '../../db/database';
import { runCommand } from '../platform/commands/run-command';
import type { CommandContext } from '../platform/commands/command';
import { decideOnStream } from '../platform/commands/stream-fold';
import { notificationSettingsDecider } from './notification-settings.decider';

/** SetNotifications: the member's on/off switch for push notices, handed whether her account was deleted. */
export async function setNotifications(db: Db, ctx: CommandContext, input: { userId: string; enabled: boolean }): Promise<void> {
  await runCommand(db, {
    type: 'SetNotifications',
    decide: async (trx) => {
      const command = { type: 'SetNotifications' as const, ...input, memberDeleted: await isMemberDeleted(trx, input.userId) };
      const { append } = await decideOnStream(trx, notificationSettingsStream(input.userId), notificationSettingsDecider, command);
      return { appends: [append], result: null };
    },
  }, ctx);
}
