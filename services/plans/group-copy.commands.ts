import { planStream } from '../../events/catalog/plans.events';
import { fold } from '../../events/framework/decider';
import { fail } from '../../events/framework/errors';
import { readStream } from '../../events/store/read';
import { errorText } from '../../contract/errors';
import { listGroups, listGroupUsers } from '../../projections/groups/groups.queries';
import { findDeletedMembers } from '../../projections/membership/users.queries';
import { countNodes } from '../../domain/plans/plan-tree';
import { runCommand } from '../platform/commands/run-command';
import type { CommandContext } from '../platform/commands/command';
import type { Db } from '../../db/database';
import { nextIds } from './plan.commands';
import { planDecider } from './plan.decider';
import { planErrors } from './plan-rules';

export type MemberCopy = { id: number; nombre: string; clerkUserId: string };
/** A member of the group who got no copy, and why (the catalogue's code and text). */
export type RefusedCopy = { clerkUserId: string; code: string; motivo: string };

// A plan name holds 256 characters; the member's name goes after the template's, which gives way if needed.
const NAME_MAX = 256;
const copyName = (template: string, member: string) => {
  const suffix = ` · ${member}`.trimEnd();
  return `${template.slice(0, Math.max(1, NAME_MAX - suffix.length))}${suffix}`;
};

/**
 * A template given to a group as per-member copies: each member of the group gets their own duplicate of plan
 * `planId` (a new stream: PlanDuplicated, then PlanAssignedToMember), assigned directly. The copies are not
 * linked: editing the template later reaches none of them (assigning the template to the group is the linked
 * way). One transaction for the whole group, so a retry under the same key never makes a second set of copies.
 * A deleted account still listed in the group gets none: it is among the refused, with USER_DELETED.
 */
export async function copyPlanToGroupMembers(db: Db, ctx: CommandContext, input: { planId: number; groupId: number }): Promise<{ copies: MemberCopy[]; refused: RefusedCopy[] }> {
  const { result } = await runCommand(db, {
    type: 'CopyPlanToGroupMembers',
    decide: async (trx) => {
      const groups = await listGroups(trx);
      if (!groups.some((g) => g.id === input.groupId)) throw fail('GROUP_NOT_FOUND');
      const { events } = await readStream(trx, planStream(input.planId).streamId);
      const source = fold(planDecider, events as never);
      if (source.status !== 'active') throw planErrors.plan();
      const listed = (await listGroupUsers(trx)).filter((u) => u.grupo_id === input.groupId);
      if (listed.length === 0) throw fail('GROUP_HAS_NO_MEMBERS');
      const deleted = await findDeletedMembers(trx, listed.map((u) => u.clerk_user_id));
      const members = listed.filter((u) => !deleted.has(u.clerk_user_id));
      const refused = listed.filter((u) => deleted.has(u.clerk_user_id)).map((u) => ({ clerkUserId: u.clerk_user_id, code: 'USER_DELETED', motivo: errorText('USER_DELETED').detail }));
      const planIds = await nextIds(trx, 'plan_id_seq', members.length);
      const nodeIds = await nextIds(trx, 'plan_node_id_seq', countNodes(source) * members.length);
      const per = countNodes(source);
      const copies = members.map((member, i) => {
        const planId = planIds[i]!;
        const name = copyName(source.name, `${member.first_name} ${member.last_name}`.trim());
        const ids = nodeIds.slice(i * per, (i + 1) * per);
        const made = planDecider.decide({ type: 'DuplicatePlan', planId, name, source: { id: source.id, name: source.name, weeks: source.weeks }, ids }, planDecider.initialState());
        const state = made.reduce(planDecider.evolve, planDecider.initialState());
        const assigned = planDecider.decide({ type: 'AssignPlanToMember', planId, userId: member.clerk_user_id }, state);
        const copy: MemberCopy = { id: planId, nombre: state.name, clerkUserId: member.clerk_user_id };
        return { append: { ...planStream(planId), expectedVersion: 0, events: [...made, ...assigned] }, copy };
      });
      return { appends: copies.map((c) => c.append), result: { copies: copies.map((c) => c.copy), refused } };
    },
  }, ctx);
  return result;
}
