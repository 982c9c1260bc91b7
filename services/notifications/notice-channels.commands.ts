import { noticeChannelsStream } from '../../events/catalog/notifications.events';
import { isMemberDeleted } from '../../projections/membership/users.queries';
import type { Db } from '../../db/database';
import { runCommand } from '../platform/commands/run-command';
import type { CommandContext } from '../platform/commands/command';
import { decideOnStream } from '../platform/commands/stream-fold';
import { noticeChannelsDecider, type NoticeChannelsCommand } from './notice-channels.decider';

type Input = { userId: string; notice: string } & ({ push: boolean; email: boolean } | { stopEmail: true });

/**
 * ChooseNoticeChannels (the account screen) or StopNoticeEmail (a mail's one-click unsubscribe link, no session):
 * a member's channels for one kind of notice, handed whether her account was deleted.
 */
export async function chooseNoticeChannels(db: Db, ctx: CommandContext, input: Input): Promise<void> {
  await runCommand(db, {
    type: 'stopEmail' in input ? 'StopNoticeEmail' : 'ChooseNoticeChannels',
    decide: async (trx) => {
      const memberDeleted = await isMemberDeleted(trx, input.userId);
      const command: NoticeChannelsCommand =
        'stopEmail' in input
          ? { type: 'StopNoticeEmail', userId: input.userId, notice: input.notice, memberDeleted }
          : { type: 'ChooseNoticeChannels', userId: input.userId, notice: input.notice, push: input.push, email: input.email, memberDeleted };
      const { append } = await decideOnStream(trx, noticeChannelsStream(input.userId), noticeChannelsDecider, command);
      return { appends: [append], result: null };
    },
  }, ctx);
}
