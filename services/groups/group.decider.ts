import type { GroupEvent } from '../../events/catalog/groups.events';
import type { StreamDecider } from '../../events/framework/decider';
import { fail } from '../../events/framework/errors';

export interface GroupState {
  status: 'none' | 'active' | 'deleted';
  name: string;
  members: string[];
  plans: number[];
}

/** Looked-up facts arrive in the command: which users and plans exist, and which accounts were deleted. */
export type GroupCommand =
  | { type: 'CreateGroup'; groupId: number; name: unknown }
  | { type: 'RenameGroup'; groupId: number; name: unknown }
  | { type: 'DeleteGroup'; groupId: number }
  | { type: 'AddGroupMembers'; groupId: number; userIds: readonly string[]; unknownUserIds: readonly string[]; deletedUserIds?: readonly string[] }
  | { type: 'RemoveGroupMember'; groupId: number; userId: string }
  | { type: 'AddGroupPlans'; groupId: number; planIds: readonly number[]; unknownPlanIds: readonly number[] }
  | { type: 'RemoveGroupPlan'; groupId: number; planId: number };

const initialState = (): GroupState => ({ status: 'none', name: '', members: [], plans: [] });

function evolve(state: GroupState, event: GroupEvent): GroupState {
  switch (event.type) {
    case 'GroupCreated':
      return { ...initialState(), status: 'active', name: event.data.name };
    case 'GroupRenamed':
      return { ...state, name: event.data.name };
    case 'GroupDeleted':
      return { ...state, status: 'deleted' };
    case 'GroupMembersAdded':
      return { ...state, members: [...state.members, ...event.data.userIds.filter((u) => !state.members.includes(u))] };
    case 'GroupMemberRemoved':
      return { ...state, members: state.members.filter((u) => u !== event.data.userId) };
    case 'GroupPlansAdded':
      return { ...state, plans: [...state.plans, ...event.data.planIds.filter((p) => !state.plans.includes(p))] };
    case 'GroupPlanRemoved':
      return { ...state, plans: state.plans.filter((p) => p !== event.data.planId) };
  }
}

export const groupNotFound = () => fail('GROUP_NOT_FOUND');

function requireName(value: unknown): string {
  const name = typeof value === 'string' ? value.trim().replace(/\s+/g, ' ') : '';
  if (!name) throw fail('NAME_REQUIRED');
  return name;
}

const unique = <T>(items: readonly T[]) => [...new Set(items)];

function decide(command: GroupCommand, state: GroupState): GroupEvent[] {
  const groupId = command.groupId;
  if (command.type === 'CreateGroup') {
    const name = requireName(command.name);
    if (state.status !== 'none') throw fail('GROUP_EXISTS');
    return [{ type: 'GroupCreated', data: { groupId, name } }];
  }
  if (state.status !== 'active') throw groupNotFound();
  switch (command.type) {
    case 'RenameGroup': {
      const name = requireName(command.name);
      return name === state.name ? [] : [{ type: 'GroupRenamed', data: { groupId, name } }];
    }
    case 'DeleteGroup':
      return [{ type: 'GroupDeleted', data: { groupId, name: state.name, memberIds: state.members, planIds: state.plans } }];
    case 'AddGroupMembers': {
      if (command.unknownUserIds.length > 0) throw fail('USER_NOT_FOUND');
      // A deleted account joins no group: the group's plans would reach it.
      if (command.deletedUserIds?.length) throw fail('USER_DELETED');
      const userIds = unique(command.userIds).filter((u) => !state.members.includes(u));
      return userIds.length === 0 ? [] : [{ type: 'GroupMembersAdded', data: { groupId, userIds } }];
    }
    case 'RemoveGroupMember':
      return state.members.includes(command.userId) ? [{ type: 'GroupMemberRemoved', data: { groupId, userId: command.userId } }] : [];
    case 'AddGroupPlans': {
      if (command.unknownPlanIds.length > 0) throw fail('PLAN_NOT_FOUND');
      const planIds = unique(command.planIds).filter((p) => !state.plans.includes(p));
      return planIds.length === 0 ? [] : [{ type: 'GroupPlansAdded', data: { groupId, planIds, memberIds: state.members } }];
    }
    case 'RemoveGroupPlan':
      return state.plans.includes(command.planId) ? [{ type: 'GroupPlanRemoved', data: { groupId, planId: command.planId, memberIds: state.members } }] : [];
  }
}

export const groupDecider: StreamDecider<GroupState, GroupCommand, GroupEvent> = { initialState, evolve, decide };
