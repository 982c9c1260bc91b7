import type { Db } from '../../db/database';
import { fail } from '../../events/framework/errors';
import { findLinkOwner } from '../../projections/membership/account-links.queries';
import { queueEmail } from '../email/transactional-email.commands';
import { forgetUserDevices } from '../notifications/device-sessions.commands';
import { hashToken } from '../platform/auth/local-sessions';
import { hashPassword } from '../platform/auth/password';
import type { CommandContext } from '../platform/commands/command';
import { runCommand } from '../platform/commands/run-command';
import { endSessionsOf } from './account-sessions';
import { passwordResetEmail, type Recipient } from './account-emails';
import { linkUrl, newLink, RESET_LINK_LIFE_MS, RESET_PASSWORD_PATH } from './account-links';
import type { Config } from '../config';
import { assertStrongPassword } from './credentials';
import { decideOnUserStream } from './user-stream';

/**
 * PasswordResetRequested on her user stream and, in the same transaction, the mail with the link: both or neither.
 * The token is made here and leaves only in the mail; the event keeps its hash and its expiry (this command's clock
 * plus an hour).
 */
export async function requestPasswordReset(db: Db, ctx: CommandContext, input: { userId: string; recipient: Recipient; config: Pick<Config, 'publicOrigin' | 'port'> }) {
  const link = newLink(ctx.now, RESET_LINK_LIFE_MS);
  const { userId } = input;
  return runCommand(db, {
    type: 'RequestPasswordReset',
    decide: async (trx) => {
      const { append } = await decideOnUserStream(trx, userId, { type: 'RequestPasswordReset', userId, tokenHash: link.tokenHash, expiresAt: link.expiresAt });
      await queueEmail(trx, { ...passwordResetEmail(input.recipient, linkUrl(input.config, RESET_PASSWORD_PATH, link.token)), userId });
      return { appends: [append], result: null };
    },
  }, ctx);
}

/**
 * Sets a new password through an emailed link: the user stream decides whether the link is good (known, not spent,
 * not expired), then the new hash is stored and every session and push subscription of hers ends, in the command's
 * transaction. A refusal changes nothing. The caller announces the ended sessions (sockets, auth caches) after it.
 */
export async function resetPassword(db: Db, ctx: CommandContext, input: { token: string; password: string }): Promise<{ userId: string }> {
  const tokenHash = hashToken(input.token);
  const userId = await findLinkOwner(db, tokenHash, 'password-reset');
  if (!userId) throw fail('RESET_LINK_INVALID');
  // Hashed once even if the command decides again after a conflict: scrypt takes a few hundred ms.
  let hashed: Promise<string> | undefined;
  const outcome = await runCommand(db, {
    type: 'ResetPassword',
    decide: async (trx) => {
      const { append } = await decideOnUserStream(trx, userId, { type: 'ResetPassword', userId, tokenHash, now: ctx.now.toISOString() });
      assertStrongPassword(input.password);
      const passwordHash = await (hashed ??= hashPassword(input.password));
      await trx.updateTable('auth_credentials').set({ password_hash: passwordHash }).where('user_id', '=', userId).execute();
      await endSessionsOf(trx, userId);
      await forgetUserDevices(trx, userId);
      return { appends: [append], result: { userId } };
    },
  }, { ...ctx, request: { tokenHash } });
  // A replay under the same Idempotency-Key would sign in with a spent link.
  if (outcome.replayed) throw fail('RESET_LINK_USED');
  return outcome.result;
}
