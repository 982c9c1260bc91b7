import { describe, it } from 'vitest';
import type { MembershipEvent } from '../../events/catalog/membership.events';
import { streamDeciderSpec } from '../../events/framework/decider-spec';
import { userDecider } from './user.decider';

const spec = streamDeciderSpec(userDecider);
const registered: MembershipEvent = {
  type: 'UserRegistered',
  data: { userId: 'u1', firstName: 'Berta', lastName: 'Baja', email: 'b@example.com', role: 'member', source: 'local' },
};
const deleted: MembershipEvent = { type: 'UserDeleted', data: { userId: 'u1' } };

describe('deleting a user (account deletion)', () => {
  it('records UserDeleted for an existing user', () => {
    spec.given([registered]).when({ type: 'DeleteUser', userId: 'u1' }).then([deleted]);
  });

  it('is idempotent: deleting again records nothing', () => {
    spec.given([registered, deleted]).when({ type: 'DeleteUser', userId: 'u1' }).then([]);
  });

  it('refuses an unknown user', () => {
    spec.given([]).when({ type: 'DeleteUser', userId: 'u1' }).thenRejects({ code: 'USER_NOT_FOUND' });
  });

  it('refuses every other command on a deleted account (no revival through a profile update or a role)', () => {
    const profile = { firstName: 'Otra', lastName: 'Vez', email: 'b@example.com' };
    spec.given([registered, deleted]).when({ type: 'UpdateProfile', userId: 'u1', profile }).thenRejects({ code: 'USER_DELETED' });
    spec.given([registered, deleted]).when({ type: 'RegisterUser', userId: 'u1', profile, role: 'member', source: 'clerk' }).thenRejects({ code: 'USER_DELETED' });
    spec.given([registered, deleted]).when({ type: 'SetUserHidden', userId: 'u1', hidden: false }).thenRejects({ code: 'USER_DELETED' });
  });
});

describe('emailed links (password reset, email verification)', () => {
  const hash = (c: string) => c.repeat(64);
  const resetRequested: MembershipEvent = { type: 'PasswordResetRequested', data: { userId: 'u1', tokenHash: hash('a'), expiresAt: '2026-11-16T16:00:00.000Z' } };
  const otherRequested: MembershipEvent = { type: 'PasswordResetRequested', data: { userId: 'u1', tokenHash: hash('b'), expiresAt: '2026-11-16T16:30:00.000Z' } };
  const reset = (tokenHash: string, now = '2026-11-16T15:30:00.000Z') => ({ type: 'ResetPassword' as const, userId: 'u1', tokenHash, now });
  const passwordReset: MembershipEvent = { type: 'PasswordReset', data: { userId: 'u1', tokenHash: hash('a') } };
  const verifiedByReset: MembershipEvent = { type: 'EmailVerified', data: { userId: 'u1', tokenHash: hash('a') } };

  it('records a reset request with its token hash and expiry, never the token', () => {
    spec.given([registered]).when({ type: 'RequestPasswordReset', userId: 'u1', tokenHash: hash('a'), expiresAt: '2026-11-16T16:00:00.000Z' }).then([resetRequested]);
  });

  it('resets once through a good link, confirming the address it reached', () => {
    spec.given([registered, resetRequested]).when(reset(hash('a'))).then([passwordReset, verifiedByReset]);
    spec.given([registered, resetRequested, verifiedByReset]).when(reset(hash('a'))).then([passwordReset]);
  });

  it('refuses a spent link, and every older link once a reset went through', () => {
    spec.given([registered, resetRequested, passwordReset]).when(reset(hash('a'))).thenRejects({ status: 409, code: 'RESET_LINK_USED' });
    spec.given([registered, resetRequested, otherRequested, passwordReset]).when(reset(hash('b'))).thenRejects({ code: 'RESET_LINK_USED' });
  });

  it('refuses a link at or after its expiry, and a link never sent', () => {
    spec.given([registered, resetRequested]).when(reset(hash('a'), '2026-11-16T16:00:00.000Z')).thenRejects({ status: 409, code: 'RESET_LINK_EXPIRED' });
    spec.given([registered, resetRequested]).when(reset(hash('c'))).thenRejects({ status: 400, code: 'RESET_LINK_INVALID' });
  });

  it('verifies the email once; an old link afterwards changes nothing; an expired one is refused', () => {
    const requested: MembershipEvent = { type: 'EmailVerificationRequested', data: { userId: 'u1', tokenHash: hash('d'), expiresAt: '2026-11-23T15:00:00.000Z' } };
    const verify = (now: string) => ({ type: 'VerifyEmail' as const, userId: 'u1', tokenHash: hash('d'), now });
    const verified: MembershipEvent = { type: 'EmailVerified', data: { userId: 'u1', tokenHash: hash('d') } };
    spec.given([registered, requested]).when(verify('2026-11-20T10:00:00.000Z')).then([verified]);
    spec.given([registered, requested, verified]).when(verify('2026-12-20T10:00:00.000Z')).then([]);
    spec.given([registered, requested]).when(verify('2026-11-23T15:00:00.000Z')).thenRejects({ code: 'VERIFICATION_LINK_EXPIRED' });
    spec.given([registered, requested, verified]).when({ type: 'RequestEmailVerification', userId: 'u1', tokenHash: hash('e'), expiresAt: '2026-11-30T10:00:00.000Z' }).thenRejects({ code: 'EMAIL_ALREADY_VERIFIED' });
  });
});
