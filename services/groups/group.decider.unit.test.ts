import { describe, it } from 'vitest';
import type { GroupEvent } from '../../events/catalog/groups.events';
import { streamDeciderSpec } from '../../events/framework/decider-spec';
import { groupDecider } from './group.decider';

const spec = streamDeciderSpec(groupDecider);
const groupId = 7;
const created: GroupEvent = { type: 'GroupCreated', data: { groupId, name: 'Principiantes' } };
const members: GroupEvent = { type: 'GroupMembersAdded', data: { groupId, userIds: ['ana', 'beto'] } };
const plans: GroupEvent = { type: 'GroupPlansAdded', data: { groupId, planIds: [3], memberIds: ['ana', 'beto'] } };

describe('group decider', () => {
  it('creates and renames with a non-blank name', () => {
    spec.given([]).when({ type: 'CreateGroup', groupId, name: ' Principiantes ' }).then([created]);
    spec.given([]).when({ type: 'CreateGroup', groupId, name: ' ' }).thenRejects({ status: 400, code: 'NAME_REQUIRED', detail: 'El nombre no puede estar vacío' });
    spec.given([created]).when({ type: 'RenameGroup', groupId, name: 'Avanzados' }).then([{ type: 'GroupRenamed', data: { groupId, name: 'Avanzados' } }]);
  });

  it('refuses anything on a group that does not exist or was deleted', () => {
    spec.given([]).when({ type: 'RenameGroup', groupId, name: 'x' }).thenRejects({ status: 404, code: 'GROUP_NOT_FOUND' });
    spec.given([created, { type: 'GroupDeleted', data: { groupId, name: 'Principiantes', memberIds: [], planIds: [] } }])
      .when({ type: 'AddGroupMembers', groupId, userIds: ['ana'], unknownUserIds: [] })
      .thenRejects({ status: 404, code: 'GROUP_NOT_FOUND' });
  });

  it('adds only new members, once each, and refuses unknown users', () => {
    spec.given([created, members]).when({ type: 'AddGroupMembers', groupId, userIds: ['beto', 'caro', 'caro'], unknownUserIds: [] }).then([
      { type: 'GroupMembersAdded', data: { groupId, userIds: ['caro'] } },
    ]);
    spec.given([created]).when({ type: 'AddGroupMembers', groupId, userIds: ['zz'], unknownUserIds: ['zz'] }).thenRejects({ status: 404, code: 'USER_NOT_FOUND' });
    spec.given([created]).when({ type: 'AddGroupMembers', groupId, userIds: ['ana', 'gone'], unknownUserIds: [], deletedUserIds: ['gone'] }).thenRejects({ status: 409, code: 'USER_DELETED' });
  });

  it('adds plans naming the members who now see them, and refuses unknown plans', () => {
    spec.given([created, members]).when({ type: 'AddGroupPlans', groupId, planIds: [3, 3], unknownPlanIds: [] }).then([plans]);
    spec.given([created]).when({ type: 'AddGroupPlans', groupId, planIds: [9], unknownPlanIds: [9] }).thenRejects({ status: 404, code: 'PLAN_NOT_FOUND', detail: 'Planificacion no encontrada' });
  });

  it('removes a member or a plan that is there, and does nothing otherwise', () => {
    spec.given([created, members]).when({ type: 'RemoveGroupMember', groupId, userId: 'ana' }).then([{ type: 'GroupMemberRemoved', data: { groupId, userId: 'ana' } }]);
    spec.given([created]).when({ type: 'RemoveGroupMember', groupId, userId: 'ana' }).then([]);
    spec.given([created, members, plans]).when({ type: 'RemoveGroupPlan', groupId, planId: 3 }).then([{ type: 'GroupPlanRemoved', data: { groupId, planId: 3, memberIds: ['ana', 'beto'] } }]);
  });

  it('deletes the group naming its members and plans', () => {
    spec.given([created, members, plans]).when({ type: 'DeleteGroup', groupId }).then([
      { type: 'GroupDeleted', data: { groupId, name: 'Principiantes', memberIds: ['ana', 'beto'], planIds: [3] } },
    ]);
  });
});
