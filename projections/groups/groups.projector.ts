import { GROUP_EVENT_TYPES, type GroupEvent } from '../../events/catalog/groups.events';
import type { RecordedEvent } from '../../events/framework/event';
import type { Projector } from '../runner/projection';

/** member_groups, member_group_users and member_group_plans. Every write is idempotent (upserts, deletes). */
export const groupsProjector: Projector = {
  name: 'groups@v1',
  tables: ['member_groups', 'member_group_users', 'member_group_plans'],
  // A deleted plan leaves every group it was in.
  handles: [...GROUP_EVENT_TYPES, 'PlanDeleted'],
  async apply(trx, recorded) {
    if (recorded.type === 'PlanDeleted') {
      await trx.deleteFrom('member_group_plans').where('plan_id', '=', (recorded.data as { planId: number }).planId).execute();
      return;
    }
    const event = recorded as unknown as RecordedEvent & GroupEvent;
    const groupId = event.data.groupId;
    const at = recorded.recordedAt;
    switch (event.type) {
      case 'GroupCreated':
      case 'GroupRenamed': {
        const values = { nombre: event.data.name, updated_at: at };
        await trx.insertInto('member_groups').values({ id: groupId, ...values }).onConflict((oc) => oc.column('id').doUpdateSet(values)).execute();
        return;
      }
      case 'GroupDeleted':
        await trx.deleteFrom('member_groups').where('id', '=', groupId).execute();
        await trx.deleteFrom('member_group_users').where('group_id', '=', groupId).execute();
        await trx.deleteFrom('member_group_plans').where('group_id', '=', groupId).execute();
        return;
      case 'GroupMembersAdded':
        if (event.data.userIds.length === 0) return;
        await trx.insertInto('member_group_users').values(event.data.userIds.map((user_id) => ({ group_id: groupId, user_id }))).onConflict((oc) => oc.doNothing()).execute();
        return;
      case 'GroupMemberRemoved':
        await trx.deleteFrom('member_group_users').where('group_id', '=', groupId).where('user_id', '=', event.data.userId).execute();
        return;
      case 'GroupPlansAdded':
        if (event.data.planIds.length === 0) return;
        await trx.insertInto('member_group_plans').values(event.data.planIds.map((plan_id) => ({ group_id: groupId, plan_id }))).onConflict((oc) => oc.doNothing()).execute();
        return;
      case 'GroupPlanRemoved':
        await trx.deleteFrom('member_group_plans').where('group_id', '=', groupId).where('plan_id', '=', event.data.planId).execute();
        return;
    }
  },
};
