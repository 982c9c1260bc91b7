import type { BodyProgressEvent, BodyValues, PhotoPose, StoredBodyProgressEvent } from '../../events/catalog/progress.events';
import type { StreamDecider } from '../../events/framework/decider';
import { fail } from '../../events/framework/errors';
import { BODY_FIGURES } from '../../contract/body-figures';
import { BODY_FIGURE_NAMES, FIELD_OF, figureOf, inRange, roundToTenth } from '../../domain/progress/body-values';

/** What her stream says: the measurements and photos still on it (with each photo's file), and whether she shares. */
export interface BodyProgressState {
  measurements: ReadonlySet<string>;
  photos: ReadonlyMap<string, string>;
  shared: boolean;
}

/** "now", the studio's today and fresh ids arrive here; the photo arrives already checked and stored. */
export type BodyProgressCommand =
  | { type: 'LogBodyMeasurements'; userId: string; measurementId: string; date: string; figures: Record<string, unknown>; today: string; now: string }
  | { type: 'RemoveBodyMeasurement'; userId: string; measurementId: string; now: string }
  | { type: 'AddProgressPhoto'; userId: string; photoId: string; date: string; pose: PhotoPose; file: { key: string; mime: string }; today: string; now: string }
  | { type: 'RemoveProgressPhoto'; userId: string; photoId: string; now: string }
  | { type: 'ShareBodyProgress'; userId: string; shared: boolean; now: string };

const initialState = (): BodyProgressState => ({ measurements: new Set(), photos: new Map(), shared: false });

function evolve(state: BodyProgressState, event: BodyProgressEvent | StoredBodyProgressEvent): BodyProgressState {
  switch (event.type) {
    case 'BodyMeasured':
      return { ...state, measurements: new Set(state.measurements).add(event.data.measurementId) };
    case 'BodyMeasurementRemoved': {
      const measurements = new Set(state.measurements);
      measurements.delete(event.data.measurementId);
      return { ...state, measurements };
    }
    case 'ProgressPhotoAdded':
      return { ...state, photos: new Map(state.photos).set(event.data.photoId, event.data.file.key) };
    case 'ProgressPhotoRemoved': {
      const photos = new Map(state.photos);
      photos.delete(event.data.photoId);
      return { ...state, photos };
    }
    case 'BodyProgressSharingSet':
      return { ...state, shared: event.data.shared };
  }
}

/** Any subset of the figures, each in its range, to a tenth; at least one. */
function bodyValues(figures: Record<string, unknown>): BodyValues {
  const values: BodyValues = {};
  for (const name of BODY_FIGURE_NAMES) {
    const n = figureOf(figures[name]);
    if (n === undefined) continue;
    const { min, max } = BODY_FIGURES[name];
    if (!inRange(name, n)) throw fail('INVALID_BODY_FIGURE', { figure: name, min, max });
    values[FIELD_OF[name]] = roundToTenth(n);
  }
  if (Object.keys(values).length === 0) throw fail('BODY_MEASUREMENT_EMPTY');
  return values;
}

/** A day she lived: not ahead of the studio's today (a measurement or a photo records what was). */
function pastDay(date: string, today: string): string {
  if (date > today) throw fail('BODY_PROGRESS_DATE_AHEAD');
  return date;
}

function decide(command: BodyProgressCommand, state: BodyProgressState): BodyProgressEvent[] {
  const { userId, now: at } = command;
  switch (command.type) {
    case 'LogBodyMeasurements': {
      if (state.measurements.has(command.measurementId)) return [];
      const values = bodyValues(command.figures);
      return [{ type: 'BodyMeasured', data: { userId, measurementId: command.measurementId, date: pastDay(command.date, command.today), values, at } }];
    }
    case 'RemoveBodyMeasurement':
      if (!state.measurements.has(command.measurementId)) throw fail('BODY_MEASUREMENT_NOT_FOUND');
      return [{ type: 'BodyMeasurementRemoved', data: { userId, measurementId: command.measurementId, at } }];
    case 'AddProgressPhoto': {
      if (state.photos.has(command.photoId)) return [];
      const date = pastDay(command.date, command.today);
      return [{ type: 'ProgressPhotoAdded', data: { userId, photoId: command.photoId, date, pose: command.pose, file: command.file, at } }];
    }
    case 'RemoveProgressPhoto':
      if (!state.photos.has(command.photoId)) throw fail('PROGRESS_PHOTO_NOT_FOUND');
      return [{ type: 'ProgressPhotoRemoved', data: { userId, photoId: command.photoId, at } }];
    case 'ShareBodyProgress':
      return command.shared === state.shared ? [] : [{ type: 'BodyProgressSharingSet', data: { userId, shared: command.shared, at } }];
  }
}

/** One member's body progress (stream `body-progress:<userId>`): hers to write, hers to share. */
export const bodyProgressDecider: StreamDecider<BodyProgressState, BodyProgressCommand, BodyProgressEvent> = { initialState, evolve, decide };
