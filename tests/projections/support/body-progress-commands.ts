import type { Db } from '../../../db/database';
import type { CommandContext } from '../../../services/platform/commands/command';
import { listBodyMeasurements, listProgressPhotos } from '../../../projections/progress/body-progress.queries';
import { addProgressPhoto, logBodyMeasurements, removeBodyMeasurement, removeProgressPhoto, shareBodyProgress } from '../../../services/progress/body-progress.commands';

export type BodyProgressKind = 'LogBodyMeasurements' | 'RemoveBodyMeasurement' | 'AddProgressPhoto' | 'RemoveProgressPhoto' | 'ShareBodyProgress';

const POSES = ['front', 'side', 'back'] as const;

/**
 * Body progress as its routes run it, for member `userId`: a measurement of 60 + n kg and a waist of 70 + n cm (a
 * bad n, past 340, is refused), a photo whose file the store would hold, the i-th of hers removed, sharing by flag.
 */
export async function runBodyProgressCommand(db: Db, ctx: CommandContext, kind: BodyProgressKind, input: { userId: string | undefined; i: number; n: number; flag: boolean; today: string }): Promise<string | undefined> {
  const { userId, today } = input;
  if (!userId) return 'NOTHING_TO_ACT_ON';
  switch (kind) {
    case 'LogBodyMeasurements':
      await logBodyMeasurements(db, ctx, { userId, date: today, figures: { peso: 60 + input.n, cintura: input.flag ? `${70 + input.n},5` : '' }, today });
      return;
    case 'RemoveBodyMeasurement': {
      const rows = await listBodyMeasurements(db, userId);
      if (rows.length === 0) return 'NOTHING_TO_ACT_ON';
      await removeBodyMeasurement(db, ctx, { userId, measurementId: rows[input.i % rows.length]!.measurement_id });
      return;
    }
    case 'AddProgressPhoto':
      await addProgressPhoto(db, ctx, { userId, date: today, pose: POSES[input.n % POSES.length]!, file: { key: `progress/${crypto.randomUUID()}.jpg`, mime: 'image/jpeg' }, today });
      return;
    case 'RemoveProgressPhoto': {
      const rows = await listProgressPhotos(db, userId);
      if (rows.length === 0) return 'NOTHING_TO_ACT_ON';
      await removeProgressPhoto(db, ctx, { userId, photoId: rows[input.i % rows.length]!.photo_id });
      return;
    }
    case 'ShareBodyProgress':
      await shareBodyProgress(db, ctx, { userId, shared: input.flag });
      return;
  }
}
