import { sql, type Kysely } from 'kysely';
import { DomainError } from '../../../events/framework/errors';
import { registerUser } from '../../../services/membership/register-user';
import type { UserCommand } from '../../../services/membership/user.decider';
import { decideOnUserStream } from '../../../services/membership/user-stream';
import { runCommand } from '../../../services/platform/commands/run-command';
import type { CommandContext } from '../../../services/platform/commands/command';
import type { Db } from '../../../db/database';

/** Users' commands as the app runs them: RegisterUser through registerUser, the rest through the decider. */
export type MembershipCommand =
  | { type: 'RegisterUser'; user: number; firstName: string; email: string }
  | { type: 'UpdateProfile'; user: number; firstName: string; email: string }
  | { type: 'ChangeRole'; user: number; role: 'admin' | 'member' }
  | { type: 'SetUserHidden'; user: number; hidden: boolean };

const ctx = (request: unknown): CommandContext => ({ actorId: 'admin-test', request, now: new Date('2026-11-16T15:00:00Z') });

/** Runs one command; rejections (such as USER_NOT_FOUND) are expected outcomes and are returned. */
export async function runMembershipCommand(db: Db, prefix: string, command: MembershipCommand): Promise<string> {
  const userId = `${prefix}-${command.user}`;
  try {
    if (command.type === 'RegisterUser') {
      const profile = { firstName: command.firstName, lastName: 'Prueba', email: command.email };
      await registerUser(db, ctx(command), { userId, profile, source: 'local', adminEmails: [] });
      return 'ok';
    }
    const decided: UserCommand =
      command.type === 'UpdateProfile'
        ? { type: 'UpdateProfile', userId, profile: { firstName: command.firstName, lastName: 'Prueba', email: command.email } }
        : command.type === 'ChangeRole'
          ? { type: 'ChangeRole', userId, role: command.role }
          : { type: 'SetUserHidden', userId, hidden: command.hidden };
    await runCommand(db, {
      type: command.type,
      decide: async (trx) => {
        const { append } = await decideOnUserStream(trx, userId, decided);
        return { appends: [append], result: null };
      },
    }, ctx(command));
    return 'ok';
  } catch (error) {
    if (error instanceof DomainError) return error.code;
    throw error;
  }
}

/** Every row of a table in a stable order, as JSON-comparable values. */
export async function snapshotTable(db: Kysely<any>, table: string): Promise<unknown[]> {
  const { rows } = await sql`SELECT * FROM ${sql.table(table)} ORDER BY 1`.execute(db);
  return JSON.parse(JSON.stringify(rows)) as unknown[];
}
