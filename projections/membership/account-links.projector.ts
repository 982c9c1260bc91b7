import type { MembershipEvent } from '../../events/catalog/membership.events';
import type { RecordedEvent } from '../../events/framework/event';
import type { Projector } from '../runner/projection';

/**
 * account_links and email_verifications: which account an emailed link belongs to (by its token's hash, never the
 * token), and whose address is confirmed. Whether a link is still good (spent, expired) is the user stream's to
 * decide; this only finds the stream. Inserts ignore a row already there, so a redelivered event changes nothing.
 */
export const accountLinksProjector: Projector = {
  name: 'account-links@v1',
  tables: ['account_links', 'email_verifications'],
  handles: ['PasswordResetRequested', 'EmailVerificationRequested', 'EmailVerified', 'UserDeleted'],
  async apply(trx, recorded) {
    const event = recorded as unknown as RecordedEvent<MembershipEvent> & MembershipEvent;
    switch (event.type) {
      case 'PasswordResetRequested':
      case 'EmailVerificationRequested': {
        const { userId, tokenHash, expiresAt } = event.data;
        const purpose = event.type === 'PasswordResetRequested' ? 'password-reset' : 'email-verification';
        await trx
          .insertInto('account_links')
          .values({ token_hash: tokenHash, user_id: userId, purpose, expires_at: new Date(expiresAt) })
          .onConflict((oc) => oc.column('token_hash').doNothing())
          .execute();
        return;
      }
      case 'EmailVerified':
        await trx
          .insertInto('email_verifications')
          .values({ user_id: event.data.userId, verified_at: recorded.recordedAt })
          .onConflict((oc) => oc.column('user_id').doNothing())
          .execute();
        return;
      case 'UserDeleted':
        await trx.deleteFrom('account_links').where('user_id', '=', event.data.userId).execute();
        await trx.deleteFrom('email_verifications').where('user_id', '=', event.data.userId).execute();
        return;
    }
  },
};
