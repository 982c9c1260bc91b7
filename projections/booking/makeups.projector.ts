import type { MakeupSettingsEvent } from '../../events/catalog/booking.makeups';
import type { RecordedEvent } from '../../events/framework/event';
import { runWrites } from '../runner/folds';
import type { Projector } from '../runner/projection';
import { MEMBER_MAKEUPS_FOLD, memberMakeupsWrites } from './makeups.writes';

/** makeup_settings: the studio's latest rule for make-up classes, one row; a redelivered or older event changes nothing. */
export const makeupSettingsProjector: Projector = {
  name: 'makeup-settings@v1',
  tables: ['makeup_settings'],
  handles: ['MakeupSettingsSet'],
  async apply(trx, recorded) {
    const { data } = recorded as unknown as RecordedEvent & MakeupSettingsEvent;
    const row = { enabled: data.enabled, valid_days: data.validDays, monthly_cap: data.monthlyCap, closures_recoverable: data.closuresRecoverable, last_position: recorded.streamPosition };
    await trx
      .insertInto('makeup_settings')
      .values({ id: 1, ...row })
      .onConflict((oc) => oc.column('id').doUpdateSet(row).where('makeup_settings.last_position', '<', recorded.streamPosition))
      .execute();
  },
};

/**
 * member_makeups: each member's make-up rights and the class using each. Inline, because a cancellation and a make-up
 * booking decide on them under her stream's lock; a deleted account leaves no rows.
 */
export const memberMakeupsProjector: Projector = {
  ...MEMBER_MAKEUPS_FOLD,
  handles: [...MEMBER_MAKEUPS_FOLD.handles, 'UserDeleted'],
  tables: ['member_makeups'],
  async apply(trx, recorded) {
    if (recorded.type === 'UserDeleted') {
      await trx.deleteFrom('member_makeups').where('user_id', '=', String(recorded.data.userId)).execute();
      return;
    }
    await runWrites(trx, memberMakeupsWrites([recorded]));
  },
};
