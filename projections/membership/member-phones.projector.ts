import type { MemberPhoneEvent } from '../../events/catalog/membership.events';
import { openPhone } from '../../events/catalog/membership.personal';
import type { RecordedEvent } from '../../events/framework/event';
import type { Projector } from '../runner/projection';
import { findPersonalKey } from './personal-data.queries';

/** member_phones: each member's mobile, opened with her key; a deleted account (no key) has none. */
export const memberPhonesProjector: Projector = {
  name: 'member-phones@v1',
  tables: ['member_phones'],
  // UserDeleted too: the deletion removes the row in its own transaction, and a rebuild must not bring it back.
  handles: ['MemberPhoneSet', 'UserDeleted'],
  async apply(trx, recorded) {
    const userId = String(recorded.data.userId);
    const event = recorded as unknown as RecordedEvent & MemberPhoneEvent;
    const phone = event.type === 'MemberPhoneSet' && event.data.phone ? openPhone(await findPersonalKey(trx, userId), userId, event.data.phone) : undefined;
    if (!phone) {
      await trx.deleteFrom('member_phones').where('user_id', '=', userId).where('last_position', '<=', recorded.streamPosition).execute();
      return;
    }
    const row = { phone, last_position: recorded.streamPosition };
    await trx
      .insertInto('member_phones')
      .values({ user_id: userId, ...row })
      .onConflict((oc) => oc.column('user_id').doUpdateSet(row).where('member_phones.last_position', '<', recorded.streamPosition))
      .execute();
  },
};
