import { fail } from '../../events/framework/errors';
import { runCommand } from '../platform/commands/run-command';
import type { CommandContext } from '../platform/commands/command';
import type { Db } from '../../db/database';
import { decideOnUserStream } from './user-stream';

/** Hides a user from the admin's Usuarios list (or shows them again). */
export async function setUserHidden(db: Db, ctx: CommandContext, input: { userId: string; hidden: boolean }) {
  return runCommand(db, {
    type: 'SetUserHidden',
    decide: async (trx) => {
      const exists = await trx.selectFrom('users').select('user_id').where('user_id', '=', input.userId).executeTakeFirst();
      if (!exists) throw fail('USER_NOT_FOUND');
      const { append } = await decideOnUserStream(trx, input.userId, { type: 'SetUserHidden', ...input });
      return { appends: [append], result: input };
    },
  }, ctx);
}
