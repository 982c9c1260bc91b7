import { describe, it } from 'vitest';
import type { BodyProgressEvent } from '../../events/catalog/progress.events';
import { streamDeciderSpec } from '../../events/framework/decider-spec';
import { bodyProgressDecider } from './body-progress.decider';

const spec = streamDeciderSpec(bodyProgressDecider);
const now = '2026-03-02T12:00:00.000Z';
const M1 = '00000000-0000-4000-8000-000000000001';
const P1 = '00000000-0000-4000-8000-000000000011';
const log = (figures: Record<string, unknown>, date = '2026-03-02') => ({ type: 'LogBodyMeasurements' as const, userId: 'ana', measurementId: M1, date, figures, today: '2026-03-02', now });
const measured: BodyProgressEvent = { type: 'BodyMeasured', data: { userId: 'ana', measurementId: M1, date: '2026-03-02', values: { weightKg: 72.5, waistCm: 80 }, at: now } };
const photo = { type: 'AddProgressPhoto' as const, userId: 'ana', photoId: P1, date: '2026-03-01', pose: 'front' as const, file: { key: 'progress/x.jpg', mime: 'image/jpeg' }, today: '2026-03-02', now };
const photoAdded: BodyProgressEvent = { type: 'ProgressPhotoAdded', data: { userId: 'ana', photoId: P1, date: '2026-03-01', pose: 'front', file: photo.file, at: now } };

describe('body progress decider: her measurements and photos, private until she shares them', () => {
  it('logs any subset of the figures, either decimal mark, to a tenth, leaving out what she left empty', () => {
    spec.given([]).when(log({ peso: '72,5', cintura: 80, cadera: '', pecho: null })).then([measured]);
    spec.given([]).when(log({ grasa: 18.44 })).then([{ type: 'BodyMeasured', data: { ...measured.data, values: { bodyFatPct: 18.4 } } }]);
  });

  it('refuses nothing measured, a figure out of its range or not a number, and a day ahead of today', () => {
    spec.given([]).when(log({ peso: '', cintura: undefined })).thenRejects({ status: 400, code: 'BODY_MEASUREMENT_EMPTY' });
    for (const figures of [{ peso: 7250 }, { cintura: 5 }, { grasa: 80 }, { brazo: 'treinta' }, { muslo: '55 cm' }, { peso: Number.NaN }]) {
      spec.given([]).when(log(figures)).thenRejects({ status: 400, code: 'INVALID_BODY_FIGURE' });
    }
    spec.given([]).when(log({ peso: 72 }, '2026-03-03')).thenRejects({ status: 400, code: 'BODY_PROGRESS_DATE_AHEAD' });
    spec.given([]).when({ ...photo, date: '2026-03-03' }).thenRejects('BODY_PROGRESS_DATE_AHEAD');
  });

  it('removes only a measurement or photo on her stream, once', () => {
    spec.given([measured]).when({ type: 'RemoveBodyMeasurement', userId: 'ana', measurementId: M1, now })
      .then([{ type: 'BodyMeasurementRemoved', data: { userId: 'ana', measurementId: M1, at: now } }]);
    spec.given([measured, { type: 'BodyMeasurementRemoved', data: { userId: 'ana', measurementId: M1, at: now } }])
      .when({ type: 'RemoveBodyMeasurement', userId: 'ana', measurementId: M1, now }).thenRejects({ status: 404, code: 'BODY_MEASUREMENT_NOT_FOUND' });
    spec.given([]).when({ type: 'RemoveProgressPhoto', userId: 'ana', photoId: P1, now }).thenRejects({ status: 404, code: 'PROGRESS_PHOTO_NOT_FOUND' });
    spec.given([photoAdded]).when({ type: 'RemoveProgressPhoto', userId: 'ana', photoId: P1, now })
      .then([{ type: 'ProgressPhotoRemoved', data: { userId: 'ana', photoId: P1, at: now } }]);
  });

  it('adds a photo once under its id', () => {
    spec.given([]).when(photo).then([photoAdded]);
    spec.given([photoAdded]).when(photo).then([]);
  });

  it('starts private; sharing, and stopping, record only a change', () => {
    const share = (shared: boolean) => ({ type: 'ShareBodyProgress' as const, userId: 'ana', shared, now });
    spec.given([]).when(share(false)).then([]);
    spec.given([]).when(share(true)).then([{ type: 'BodyProgressSharingSet', data: { userId: 'ana', shared: true, at: now } }]);
    spec.given([{ type: 'BodyProgressSharingSet', data: { userId: 'ana', shared: true, at: now } }]).when(share(false))
      .then([{ type: 'BodyProgressSharingSet', data: { userId: 'ana', shared: false, at: now } }]);
  });
});
