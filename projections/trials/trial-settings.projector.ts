import type { TrialSettingsEvent } from '../../events/catalog/trials.events';
import type { RecordedEvent } from '../../events/framework/event';
import type { Projector } from '../runner/projection';

/** trial_settings: the studio's latest trial settings, one row; a redelivered or older event changes nothing. */
export const trialSettingsProjector: Projector = {
  name: 'trial-settings@v1',
  tables: ['trial_settings'],
  handles: ['TrialSettingsSet'],
  async apply(trx, recorded) {
    const { data } = recorded as unknown as RecordedEvent & TrialSettingsEvent;
    const row = { auto_confirm: data.autoConfirm, last_position: recorded.streamPosition, updated_at: recorded.recordedAt };
    await trx
      .insertInto('trial_settings')
      .values({ id: 1, ...row })
      .onConflict((oc) => oc.column('id').doUpdateSet(row).where('trial_settings.last_position', '<', recorded.streamPosition))
      .execute();
  },
};
