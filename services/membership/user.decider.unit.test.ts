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
