import type { PackageSettingsEvent } from '../../events/catalog/packages.events';
import type { RecordedEvent } from '../../events/framework/event';
import type { Projector } from '../runner/projection';

/** package_settings: the studio's latest package settings, one row; a redelivered or older event changes nothing. */
export const packageSettingsProjector: Projector = {
  name: 'package-settings@v1',
  tables: ['package_settings'],
  handles: ['PackageSettingsSet'],
  async apply(trx, recorded) {
    const { data } = recorded as unknown as RecordedEvent & PackageSettingsEvent;
    const row = {
      validity: data.validity,
      days: data.days,
      mid_month: data.midMonth,
      alias: data.alias,
      cbu: data.cbu,
      holder: data.holder,
      last_position: recorded.streamPosition,
      updated_at: recorded.recordedAt,
    };
    await trx
      .insertInto('package_settings')
      .values({ id: 1, ...row })
      .onConflict((oc) => oc.column('id').doUpdateSet(row).where('package_settings.last_position', '<', recorded.streamPosition))
      .execute();
  },
};
