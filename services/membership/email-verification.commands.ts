import type { Db } from '../../db/database';
import { fail } from '../../events/framework/errors';
import { findLinkOwner } from '../../projections/membership/account-links.queries';
import { queueEmail } from '../email/transactional-email.commands';
import { hashToken } from '../platform/auth/local-sessions';
import type { CommandContext } from '../platform/commands/command';
import { runCommand } from '../platform/commands/run-command';
import type { Config } from '../config';
import { verificationEmail, type Recipient } from './account-emails';
import { linkUrl, newLink, VERIFICATION_LINK_LIFE_MS, VERIFY_EMAIL_PATH } from './account-links';
import { decideOnUserStream } from './user-stream';

/** EmailVerificationRequested and, in the same transaction, the mail with the link (after sign-up, or from Cuenta). */
export async function requestEmailVerification(db: Db, ctx: CommandContext, input: { userId: string; recipient: Recipient; config: Pick<Config, 'publicOrigin' | 'port'> }) {
  const link = newLink(ctx.now, VERIFICATION_LINK_LIFE_MS);
  const { userId } = input;
  return runCommand(db, {
    type: 'RequestEmailVerification',
    decide: async (trx) => {
      const { append } = await decideOnUserStream(trx, userId, { type: 'RequestEmailVerification', userId, tokenHash: link.tokenHash, expiresAt: link.expiresAt });
      await queueEmail(trx, { ...verificationEmail(input.recipient, linkUrl(input.config, VERIFY_EMAIL_PATH, link.token)), userId });
      return { appends: [append], result: null };
    },
  }, ctx);
}

/** Opens a verification link: EmailVerified, or nothing when the address was already confirmed. */
export async function verifyEmail(db: Db, ctx: CommandContext, input: { token: string }): Promise<void> {
  const tokenHash = hashToken(input.token);
  const userId = await findLinkOwner(db, tokenHash, 'email-verification');
  if (!userId) throw fail('VERIFICATION_LINK_INVALID');
  await runCommand(db, {
    type: 'VerifyEmail',
    decide: async (trx) => {
      const { append } = await decideOnUserStream(trx, userId, { type: 'VerifyEmail', userId, tokenHash, now: ctx.now.toISOString() });
      return { appends: [append], result: null };
    },
  }, { ...ctx, request: { tokenHash } });
}
