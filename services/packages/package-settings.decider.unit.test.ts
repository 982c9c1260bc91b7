import { describe, it } from 'vitest';
import { streamDeciderSpec } from '../../events/framework/decider-spec';
import { DEFAULT_PACKAGE_SETTINGS, packageSettingsDecider, type PackageSettings } from './package-settings.decider';

const spec = streamDeciderSpec(packageSettingsDecider);
const settings = (over: Partial<PackageSettings> = {}): PackageSettings => ({ ...DEFAULT_PACKAGE_SETTINGS, ...over });
const set = (over: Partial<PackageSettings> = {}) => ({ type: 'SetPackageSettings' as const, settings: settings(over) });
const wasSet = (over: Partial<PackageSettings> = {}) => ({ type: 'PackageSettingsSet' as const, data: settings(over) });

describe('package settings decider', () => {
  it('records the studio\'s rule and transfer details, trimmed', () => {
    spec.given([]).when(set({ validity: 'dias', days: 30, alias: ' pulso.estudio ', cbu: '0000003100 012345678901', holder: ' Pulso SRL ' }))
      .then([wasSet({ validity: 'dias', days: 30, alias: 'pulso.estudio', cbu: '0000003100012345678901', holder: 'Pulso SRL' })]);
  });

  it('a calendar month forgets any number of days', () => {
    spec.given([wasSet({ validity: 'dias', days: 30 })]).when(set({ validity: 'mes', days: 45, midMonth: 'prorrateo' })).then([wasSet({ midMonth: 'prorrateo' })]);
  });

  it('setting what is already set records nothing', () => {
    spec.given([]).when(set()).then([]);
    spec.given([wasSet({ alias: 'pulso.estudio' })]).when(set({ alias: 'pulso.estudio' })).then([]);
  });

  it('refuses N days without a number in 1..366', () => {
    spec.given([]).when(set({ validity: 'dias', days: null })).thenRejects('INVALID_VALIDITY_DAYS');
    spec.given([]).when(set({ validity: 'dias', days: 0 })).thenRejects('INVALID_VALIDITY_DAYS');
    spec.given([]).when(set({ validity: 'dias', days: 400 })).thenRejects('INVALID_VALIDITY_DAYS');
  });

  it('refuses a CBU that is not 22 digits and a malformed alias', () => {
    spec.given([]).when(set({ cbu: '123' })).thenRejects('INVALID_CBU');
    spec.given([]).when(set({ alias: 'a b' })).thenRejects('INVALID_ALIAS');
  });
});
