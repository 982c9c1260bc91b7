import { describe, it } from 'vitest';
import { streamDeciderSpec } from '../../events/framework/decider-spec';
import { pauseSettingsDecider, type PauseSettingsCommand } from './pause-settings.decider';

const spec = streamDeciderSpec(pauseSettingsDecider);
const onSale = { deleted: false };
const limit = (packageId: number, maxPerYear: number, maxDaysPerYear: number, pkg: { deleted: boolean } | undefined = onSale): PauseSettingsCommand =>
  ({ type: 'SetPausePlanLimits', limits: { packageId, maxPerYear, maxDaysPerYear }, pkg });
const set = (packageId: number, maxPerYear: number, maxDaysPerYear: number) => ({ type: 'PausePlanLimitsSet', data: { packageId, maxPerYear, maxDaysPerYear } }) as const;
const cleared = (packageId: number) => ({ type: 'PausePlanLimitsCleared', data: { packageId } }) as const;

describe('SetPauseSettings', () => {
  it('records a new rule, nothing for the same one, and refuses counts out of range', () => {
    spec.given([]).when({ type: 'SetPauseSettings', settings: { maxPerYear: 3, maxDaysPerYear: 21, approval: 'automatica' } }).then([
      { type: 'PauseSettingsSet', data: { maxPerYear: 3, maxDaysPerYear: 21, approval: 'automatica' } },
    ]);
    spec.given([]).when({ type: 'SetPauseSettings', settings: { maxPerYear: 2, maxDaysPerYear: 30, approval: 'estudio' } }).then([]);
    spec.given([]).when({ type: 'SetPauseSettings', settings: { maxPerYear: -1, maxDaysPerYear: 30, approval: 'estudio' } }).thenRejects({ status: 400, code: 'INVALID_PAUSE_SETTINGS' });
  });
});

describe('SetPausePlanLimits and ClearPausePlanLimits', () => {
  it('gives a package limits of its own, changes them, and records nothing for the same ones', () => {
    spec.given([]).when(limit(4, 1, 15)).then([set(4, 1, 15)]);
    spec.given([set(4, 1, 15)]).when(limit(4, 2, 15)).then([set(4, 2, 15)]);
    spec.given([set(4, 1, 15)]).when(limit(4, 1, 15)).then([]);
    spec.given([set(4, 1, 15), cleared(4)]).when(limit(4, 1, 15)).then([set(4, 1, 15)]);
  });
  it('takes 0 pauses or 0 days as the package taking none', () => {
    spec.given([]).when(limit(4, 0, 0)).then([set(4, 0, 0)]);
  });
  it('refuses counts negative, too large or not whole, and a package that is not on sale', () => {
    const invalid = { status: 400, code: 'INVALID_PAUSE_SETTINGS', detail: 'Indica cuántas pausas por año (0 a 12) y cuántos días en total (0 a 366).' };
    spec.given([]).when(limit(4, -1, 15)).thenRejects(invalid);
    spec.given([]).when(limit(4, 13, 15)).thenRejects(invalid);
    spec.given([]).when(limit(4, 1, 367)).thenRejects(invalid);
    spec.given([]).when(limit(4, 1.5, 15)).thenRejects(invalid);
    spec.given([]).when({ ...limit(9, 1, 15), pkg: undefined } as PauseSettingsCommand).thenRejects({ status: 404, code: 'PACKAGE_NOT_FOUND' });
    spec.given([]).when(limit(4, 1, 15, { deleted: true })).thenRejects({ status: 409, code: 'PACKAGE_DELETED' });
  });
  it('clears a package’s own limits once; one without them records nothing', () => {
    spec.given([set(4, 1, 15), set(5, 3, 20)]).when({ type: 'ClearPausePlanLimits', packageId: 4 }).then([cleared(4)]);
    spec.given([set(4, 1, 15), cleared(4)]).when({ type: 'ClearPausePlanLimits', packageId: 4 }).then([]);
    spec.given([]).when({ type: 'ClearPausePlanLimits', packageId: 4 }).then([]);
  });
});
