import { sql } from 'kysely';
import type { Role } from '../../events/catalog/membership.events';
import type { CommandContext } from '../platform/commands/command';
import { runCommand } from '../platform/commands/run-command';
import type { Db } from '../../db/database';
import type { Profile } from './user.decider';
import { decideOnUserStream } from './user-stream';

// Serializes first registrations so two people signing up at once cannot both become the first admin.
const FIRST_ADMIN_LOCK = 7_104_233_901;

/**
 * Registers (or refreshes) a user. Local accounts: the first account of an empty studio, and any email listed
 * in ADMIN_EMAILS, becomes admin. Clerk users get the role of their session claim only (the body's email is
 * not verified there). `beforeAppend` lets local sign-up store credentials in the same transaction.
 */
export async function registerUser(
  db: Db,
  ctx: CommandContext,
  input: { userId: string; profile: Profile; source: 'local' | 'clerk'; adminEmails: string[]; roleClaim?: Role },
  beforeAppend?: (trx: Db) => Promise<void>,
) {
  const outcome = await runCommand(db, {
    type: 'RegisterUser',
    decide: async (trx) => {
      await sql`SELECT pg_advisory_xact_lock(${FIRST_ADMIN_LOCK})`.execute(trx);
      await beforeAppend?.(trx);
      const anyone = await trx.selectFrom('users').select('user_id').limit(1).executeTakeFirst();
      const listed = input.adminEmails.includes(input.profile.email.toLowerCase());
      const role: Role = input.roleClaim === 'admin' || (input.source === 'local' && (!anyone || listed)) ? 'admin' : 'member';
      const { append, newState } = await decideOnUserStream(trx, input.userId, {
        type: 'RegisterUser',
        userId: input.userId,
        profile: input.profile,
        role,
        source: input.source,
      });
      return { appends: [append], result: { userId: input.userId, role: newState.role } };
    },
  }, ctx);
  // The profile is added after the command: its stored outcome (command_log, for Idempotency-Key replays) keeps
  // no name or email, which would outlive a deletion. A replay carries the same body, so the same profile.
  return { ...outcome, result: { userId: outcome.result.userId, ...input.profile, role: outcome.result.role } };
}
