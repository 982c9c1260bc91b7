import type { Db } from '../../../db/database';
import { requestEmailVerification, verifyEmail } from '../../../services/membership/email-verification.commands';
import { requestPasswordReset, resetPassword } from '../../../services/membership/password-reset.commands';
import type { CommandContext } from '../../../services/platform/commands/command';

export type AccountLinkKind = 'RequestPasswordReset' | 'ResetPassword' | 'RequestEmailVerification' | 'VerifyEmail';

const config = { publicOrigin: 'https://pulso.test', port: 3000 };
const addressOf = (userId: string) => `${userId}@example.com`;

/** The token of the last link of this purpose mailed to the user: only the mail carries it. */
async function lastMailedToken(db: Db, userId: string, purpose: string): Promise<string | undefined> {
  const mail = await db
    .selectFrom('email_outbox')
    .select('text_body')
    .where('to_address', '=', addressOf(userId))
    .where('purpose', '=', purpose)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  return mail && /#token=([\w-]+)/.exec(mail.text_body)?.[1];
}

/** Emailed links' commands as the routes run them; undefined when there is no link to open yet. */
export async function runAccountLinkCommand(db: Db, ctx: CommandContext, kind: AccountLinkKind, userId: string): Promise<string | undefined> {
  const recipient = { to: addressOf(userId), firstName: 'Ana', studioName: 'Pulso' };
  switch (kind) {
    case 'RequestPasswordReset':
      await requestPasswordReset(db, ctx, { userId, recipient, config });
      return;
    case 'RequestEmailVerification':
      await requestEmailVerification(db, ctx, { userId, recipient, config });
      return;
    case 'ResetPassword':
    case 'VerifyEmail': {
      const token = await lastMailedToken(db, userId, kind === 'ResetPassword' ? 'password-reset' : 'email-verification');
      if (!token) return 'NOTHING_TO_ACT_ON';
      if (kind === 'ResetPassword') await resetPassword(db, ctx, { token, password: 'una frase bastante larga' });
      else await verifyEmail(db, ctx, { token });
      return;
    }
  }
}
