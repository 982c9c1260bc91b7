import { sql } from 'kysely';
import type { Role } from '../../events/catalog/membership.events';
import { fail } from '../../events/framework/errors';
import { runCommand } from '../platform/commands/run-command';
import type { CommandContext } from '../platform/commands/command';
import type { Db } from '../../db/database';
import { decideOnUserStream } from './user-stream';

// Serializes role changes, so two admins demoting each other at once cannot leave the studio with none.
const ROLE_CHANGE_LOCK = 7_104_233_902;

/** Makes a local account admin or member. The studio always keeps at least one admin. */
export async function changeRole(db: Db, ctx: CommandContext, input: { userId: string; role: Role }) {
  return runCommand(db, {
    type: 'ChangeRole',
    decide: async (trx) => {
      await sql`SELECT pg_advisory_xact_lock(${ROLE_CHANGE_LOCK})`.execute(trx);
      const user = await trx.selectFrom('users').select('role').where('user_id', '=', input.userId).executeTakeFirst();
      if (!user) throw fail('USER_NOT_FOUND');
      if (user.role === 'admin' && input.role !== 'admin') {
        const admins = await trx.selectFrom('users').select((eb) => eb.fn.countAll<number>().as('n')).where('role', '=', 'admin').executeTakeFirstOrThrow();
        if (Number(admins.n) <= 1) throw fail('LAST_ADMIN');
      }
      const { append } = await decideOnUserStream(trx, input.userId, { type: 'ChangeRole', ...input });
      return { appends: [append], result: input };
    },
  }, ctx);
}
