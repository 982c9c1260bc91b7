import { groupStream } from '../../events/catalog/groups.events';
import { existingUserIds } from '../../projections/groups/groups.queries';
import { findDeletedMembers } from '../../projections/membership/users.queries';
import { existingPlanIds } from '../../projections/plans/plans.queries';
import { runCommand } from '../platform/commands/run-command';
import type { CommandContext } from '../platform/commands/command';
import { decideOnStream } from '../platform/commands/stream-fold';
import type { Db } from '../../db/database';
import { nextIds } from '../plans/plan.commands';
import { groupDecider, type GroupCommand, type GroupState } from './group.decider';

export interface GroupOutcome {
  groupId: number;
  state: GroupState;
  /** The group stream's version after the command. */
  version: number;
}

async function onGroup(db: Db, ctx: CommandContext, type: GroupCommand['type'], command: (trx: Db) => Promise<GroupCommand>): Promise<GroupOutcome> {
  const { result } = await runCommand(db, {
    type: type,
    decide: async (trx) => {
      const cmd = await command(trx);
      const { append, newState } = await decideOnStream(trx, groupStream(cmd.groupId), groupDecider, cmd);
      const version = append.expectedVersion + append.events.length;
      return { appends: [append], result: { groupId: cmd.groupId, state: newState, version } };
    },
  }, ctx);
  return result;
}

export const createGroup = (db: Db, ctx: CommandContext, name: unknown) =>
  onGroup(db, ctx, 'CreateGroup', async (trx) => ({ type: 'CreateGroup', groupId: (await nextIds(trx, 'group_id_seq', 1))[0]!, name }));

export const renameGroup = (db: Db, ctx: CommandContext, groupId: number, name: unknown) =>
  onGroup(db, ctx, 'RenameGroup', async () => ({ type: 'RenameGroup', groupId, name }));

export const deleteGroup = (db: Db, ctx: CommandContext, groupId: number) => onGroup(db, ctx, 'DeleteGroup', async () => ({ type: 'DeleteGroup', groupId }));

export const addGroupMembers = (db: Db, ctx: CommandContext, groupId: number, userIds: readonly string[]) =>
  onGroup(db, ctx, 'AddGroupMembers', async (trx) => {
    const known = await existingUserIds(trx, userIds);
    const deleted = await findDeletedMembers(trx, userIds);
    return { type: 'AddGroupMembers', groupId, userIds, unknownUserIds: userIds.filter((u) => !known.has(u)), deletedUserIds: [...deleted] };
  });

export const removeGroupMember = (db: Db, ctx: CommandContext, groupId: number, userId: string) =>
  onGroup(db, ctx, 'RemoveGroupMember', async () => ({ type: 'RemoveGroupMember', groupId, userId }));

export const addGroupPlans = (db: Db, ctx: CommandContext, groupId: number, planIds: readonly number[]) =>
  onGroup(db, ctx, 'AddGroupPlans', async (trx) => {
    const known = await existingPlanIds(trx, planIds);
    return { type: 'AddGroupPlans', groupId, planIds, unknownPlanIds: planIds.filter((p) => !known.has(p)) };
  });

export const removeGroupPlan = (db: Db, ctx: CommandContext, groupId: number, planId: number) =>
  onGroup(db, ctx, 'RemoveGroupPlan', async () => ({ type: 'RemoveGroupPlan', groupId, planId }));
