import { Type } from 'typebox';
import { defineEvents } from './define-events';
import { SealedPersonal } from './membership.events';

/**
 * A member's progress beyond kilograms, on `body-progress:<userId>` (docs/features/body-progress.md): the
 * measurements she takes, her progress photos, and whether her coaches may see them. Dates are studio-calendar
 * 'YYYY-MM-DD'; `at` is the command's clock.
 */
const Uuid = Type.String({ minLength: 36, maxLength: 36 });
const Fecha = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' });
const Instant = Type.String({ minLength: 10, maxLength: 40 });

/** What a measurement holds: any subset, kg, cm and % (body fat). */
export const BodyValuesSchema = Type.Object(
  {
    weightKg: Type.Optional(Type.Number()),
    waistCm: Type.Optional(Type.Number()),
    hipsCm: Type.Optional(Type.Number()),
    chestCm: Type.Optional(Type.Number()),
    armCm: Type.Optional(Type.Number()),
    thighCm: Type.Optional(Type.Number()),
    bodyFatPct: Type.Optional(Type.Number()),
  },
  { additionalProperties: false },
);
export type BodyValues = Type.Static<typeof BodyValuesSchema>;

/** Her body's figures are health data: sealed under her personal key, so deleting her account leaves none readable. */
const BodyMeasured = Type.Object({ userId: Type.String(), measurementId: Uuid, date: Fecha, body: SealedPersonal, at: Instant });
const BodyMeasurementRemoved = Type.Object({ userId: Type.String(), measurementId: Uuid, at: Instant });

export const PhotoPoseSchema = Type.Union([Type.Literal('front'), Type.Literal('side'), Type.Literal('back')]);
export type PhotoPose = Type.Static<typeof PhotoPoseSchema>;
/** The photo itself is in the file store (re-encoded, no metadata); the log keeps its key, never its pixels. */
const ProgressPhotoAdded = Type.Object({
  userId: Type.String(),
  photoId: Uuid,
  date: Fecha,
  pose: PhotoPoseSchema,
  file: Type.Object({ key: Type.String(), mime: Type.String() }),
  at: Instant,
});
const ProgressPhotoRemoved = Type.Object({ userId: Type.String(), photoId: Uuid, at: Instant });

/** She shares her measurements and photos with her coaches, or stops: private until she says so. */
const BodyProgressSharingSet = Type.Object({ userId: Type.String(), shared: Type.Boolean(), at: Instant });

export const progressEvents = defineEvents({ BodyMeasured, BodyMeasurementRemoved, ProgressPhotoAdded, ProgressPhotoRemoved, BodyProgressSharingSet });

/** A measurement as the log stores it. */
export type StoredBodyMeasured = Type.Static<typeof BodyMeasured>;
/** What the decider decides; the command seals `values` into `body` before appending. */
export type BodyProgressEvent =
  | { type: 'BodyMeasured'; data: Omit<StoredBodyMeasured, 'body'> & { values: BodyValues } }
  | { type: 'BodyMeasurementRemoved'; data: Type.Static<typeof BodyMeasurementRemoved> }
  | { type: 'ProgressPhotoAdded'; data: Type.Static<typeof ProgressPhotoAdded> }
  | { type: 'ProgressPhotoRemoved'; data: Type.Static<typeof ProgressPhotoRemoved> }
  | { type: 'BodyProgressSharingSet'; data: Type.Static<typeof BodyProgressSharingSet> };
export type StoredBodyProgressEvent = Exclude<BodyProgressEvent, { type: 'BodyMeasured' }> | { type: 'BodyMeasured'; data: StoredBodyMeasured };

export const BODY_PROGRESS_TYPES = ['BodyMeasured', 'BodyMeasurementRemoved', 'ProgressPhotoAdded', 'ProgressPhotoRemoved', 'BodyProgressSharingSet'] as const;

export { bodyProgressStream } from '../streams';
