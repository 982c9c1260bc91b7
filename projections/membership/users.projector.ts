import type { StoredMembershipEvent } from '../../events/catalog/membership.events';
import type { RecordedEvent } from '../../events/framework/event';
import type { Projector } from '../runner/projection';
import { findPersonalKey, personalOf } from './personal-data.queries';
import { applyUsersBatch, DELETED_MEMBER } from './users.batch';

/**
 * users: one row per account, as the admin's Usuarios screen and /api/auth/me read it. Names and email are
 * opened with the member's key; without it (a deleted account) a replay writes "Socio eliminado", as live did.
 * v2: `deleted`, the fact every command that gives, takes or books anything for a member reads.
 */
export const usersProjector: Projector = {
  name: 'users@v2',
  tables: ['users'],
  handles: ['UserRegistered', 'UserProfileUpdated', 'UserRoleChanged', 'UserHidden', 'UserUnhidden', 'UserDeleted'],
  applyBatch: applyUsersBatch,
  async apply(trx, recorded) {
    const event = recorded as unknown as RecordedEvent<StoredMembershipEvent> & StoredMembershipEvent;
    const at = recorded.recordedAt;
    switch (event.type) {
      case 'UserRegistered': {
        const d = event.data;
        const p = personalOf(await findPersonalKey(trx, d.userId), d.userId, d.personal);
        await trx
          .insertInto('users')
          .values({ user_id: d.userId, first_name: p.firstName, last_name: p.lastName, email: p.email, role: d.role, hidden: false, deleted: false, created_at: at, updated_at: at })
          .onConflict((oc) => oc.column('user_id').doNothing())
          .execute();
        return;
      }
      case 'UserProfileUpdated': {
        const d = event.data;
        const p = personalOf(await findPersonalKey(trx, d.userId), d.userId, d.personal);
        await trx.updateTable('users').set({ first_name: p.firstName, last_name: p.lastName, email: p.email, updated_at: at }).where('user_id', '=', d.userId).execute();
        return;
      }
      case 'UserRoleChanged':
        await trx.updateTable('users').set({ role: event.data.role, updated_at: at }).where('user_id', '=', event.data.userId).execute();
        return;
      case 'UserHidden':
      case 'UserUnhidden':
        await trx.updateTable('users').set({ hidden: event.type === 'UserHidden', updated_at: at }).where('user_id', '=', event.data.userId).execute();
        return;
      case 'UserDeleted':
        await trx.updateTable('users').set({ ...DELETED_MEMBER, updated_at: at }).where('user_id', '=', event.data.userId).execute();
        return;
    }
  },
};
