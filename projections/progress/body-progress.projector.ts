import { sql } from 'kysely';
import { openRecord } from '../../events/catalog/membership.personal';
import type { BodyValues, StoredBodyProgressEvent } from '../../events/catalog/progress.events';
import type { RecordedEvent } from '../../events/framework/event';
import { findPersonalKey } from '../membership/personal-data.queries';
import type { Projector } from '../runner/projection';

/**
 * body_measurements, progress_photos and body_progress_sharing: each member's figures, photos and whether her coaches
 * see them. Rows are keyed by what the event names (measurement, photo, member), so a redelivery changes nothing; a
 * deleted account takes them all, and a replay after it finds her figures sealed under a key that is gone.
 */
export const bodyProgressProjector: Projector = {
  name: 'body-progress@v1',
  tables: ['body_measurements', 'progress_photos', 'body_progress_sharing'],
  handles: ['BodyMeasured', 'BodyMeasurementRemoved', 'ProgressPhotoAdded', 'ProgressPhotoRemoved', 'BodyProgressSharingSet', 'UserDeleted'],
  async apply(trx, recorded) {
    const position = recorded.streamPosition;
    if (recorded.type === 'UserDeleted') {
      const userId = String(recorded.data.userId);
      for (const table of ['body_measurements', 'progress_photos', 'body_progress_sharing'] as const) await trx.deleteFrom(table).where('user_id', '=', userId).execute();
      return;
    }
    const event = recorded as unknown as RecordedEvent & StoredBodyProgressEvent;
    switch (event.type) {
      case 'BodyMeasured': {
        const d = event.data;
        const v = openRecord<BodyValues>(await findPersonalKey(trx, d.userId), d.userId, d.body);
        if (!v) return;
        await sql`
          INSERT INTO body_measurements (measurement_id, user_id, date, weight_kg, waist_cm, hips_cm, chest_cm, arm_cm, thigh_cm, body_fat_pct, position)
          VALUES (${d.measurementId}, ${d.userId}, ${d.date}::date, ${v.weightKg ?? null}, ${v.waistCm ?? null}, ${v.hipsCm ?? null}, ${v.chestCm ?? null},
            ${v.armCm ?? null}, ${v.thighCm ?? null}, ${v.bodyFatPct ?? null}, ${position})
          ON CONFLICT (measurement_id) DO NOTHING`.execute(trx);
        return;
      }
      case 'BodyMeasurementRemoved':
        await trx.deleteFrom('body_measurements').where('measurement_id', '=', event.data.measurementId).execute();
        return;
      case 'ProgressPhotoAdded': {
        const d = event.data;
        await sql`
          INSERT INTO progress_photos (photo_id, user_id, date, pose, file_key, mime, position)
          VALUES (${d.photoId}, ${d.userId}, ${d.date}::date, ${d.pose}, ${d.file.key}, ${d.file.mime}, ${position})
          ON CONFLICT (photo_id) DO NOTHING`.execute(trx);
        return;
      }
      case 'ProgressPhotoRemoved':
        await trx.deleteFrom('progress_photos').where('photo_id', '=', event.data.photoId).execute();
        return;
      case 'BodyProgressSharingSet':
        await sql`
          INSERT INTO body_progress_sharing (user_id, shared, position) VALUES (${event.data.userId}, ${event.data.shared}, ${position})
          ON CONFLICT (user_id) DO UPDATE SET shared = EXCLUDED.shared, position = EXCLUDED.position
          WHERE body_progress_sharing.position < EXCLUDED.position`.execute(trx);
        return;
    }
  },
};
