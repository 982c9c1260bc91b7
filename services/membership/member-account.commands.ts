import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/database';
import type { Clock } from '../../domain/time/clock';
import type { CommandContext } from '../platform/commands/command';
import { fail } from '../../events/framework/errors';
import { hashPassword } from '../platform/auth/password';
import { normalizeEmail } from './credentials';
import { registerUser } from './register-user';

/** The account an email already has (signed up, or made by the studio), if any. */
export async function findAccountByEmail(db: Db, email: string): Promise<string | undefined> {
  const row = await db.selectFrom('users').select('user_id').where((eb) => eb(eb.fn('lower', ['email']), '=', email.trim().toLowerCase())).executeTakeFirst();
  return row?.user_id;
}

/**
 * A member account the studio opens for someone (a lead who took a trial class): a local account with her name
 * and email, always a member, and a password nobody knows (random, never stored or shown). She claims it with
 * "¿Olvidaste tu contraseña?" on the sign-in page, which sets one of her own.
 */
export async function openMemberAccount(db: Db, ctx: CommandContext, input: { userId: string; firstName: string; lastName: string; email: string; clock: Clock }) {
  const email = normalizeEmail(input.email);
  const passwordHash = await hashPassword(randomBytes(32).toString('base64url'));
  return registerUser(db, ctx, { userId: input.userId, profile: { firstName: input.firstName, lastName: input.lastName, email }, source: 'local', adminEmails: [] }, async (trx) => {
    const inserted = await trx
      .insertInto('auth_credentials')
      .values({ user_id: input.userId, email, password_hash: passwordHash, created_at: input.clock.now() })
      .onConflict((oc) => oc.column('email').doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) throw fail('EMAIL_TAKEN');
  });
}
