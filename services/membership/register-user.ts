import { sql } from 'kysely';
import type { Role } from '../../events/catalog/membership.events';
import { userStream } from '../../events/catalog/membership.events';
import type { CommandContext } from '../platform/commands/command-handler';
import { handleCommand } from '../platform/commands/command-handler';
import { decideOnStream } from '../platform/commands/stream-decision';
import type { Db } from '../../db/database';
import { userDecider, type Profile } from './user.decider';

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
  return handleCommand(db, 'RegisterUser', ctx, async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(${FIRST_ADMIN_LOCK})`.execute(trx);
    await beforeAppend?.(trx);
    const anyone = await trx.selectFrom('users').select('user_id').limit(1).executeTakeFirst();
    const listed = input.adminEmails.includes(input.profile.email.toLowerCase());
    const role: Role = input.roleClaim === 'admin' || (input.source === 'local' && (!anyone || listed)) ? 'admin' : 'member';
    const { append, newState } = await decideOnStream(trx, userStream(input.userId), userDecider, {
      type: 'RegisterUser',
      userId: input.userId,
      profile: input.profile,
      role,
      source: input.source,
    });
    return { appends: [append], result: { userId: input.userId, ...input.profile, role: newState.role } };
  });
}
