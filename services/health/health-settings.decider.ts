import type { StreamDecider } from '../../events/framework/decider';
import { fail } from '../../events/framework/errors';
import type { HealthSettingsEvent } from '../../events/catalog/health.events';

export type HealthSettings = HealthSettingsEvent['data'];

/** Until the studio chooses: nothing asked at booking, a certificate only with a declared condition, a year's validity. */
export const DEFAULT_HEALTH_SETTINGS: HealthSettings = { mode: 'no_pedir', certificateAlways: false, validityDays: 365 };

// Two years: no jurisdiction asks less often than that, and a longer figure is a typo.
const MAX_VALIDITY_DAYS = 730;

export type HealthSettingsCommand = { type: 'SetHealthSettings'; settings: HealthSettings };

const initialState = (): HealthSettings => DEFAULT_HEALTH_SETTINGS;
const evolve = (_: HealthSettings, event: HealthSettingsEvent): HealthSettings => event.data;

const same = (a: HealthSettings, b: HealthSettings) => a.mode === b.mode && a.certificateAlways === b.certificateAlways && a.validityDays === b.validityDays;

/** Records only real changes; refuses a validity out of range. */
function decide(command: HealthSettingsCommand, state: HealthSettings): HealthSettingsEvent[] {
  const next = command.settings;
  if (!Number.isInteger(next.validityDays) || next.validityDays < 1 || next.validityDays > MAX_VALIDITY_DAYS) throw fail('INVALID_HEALTH_VALIDITY');
  return same(next, state) ? [] : [{ type: 'HealthSettingsSet', data: { mode: next.mode, certificateAlways: next.certificateAlways, validityDays: next.validityDays } }];
}

export const healthSettingsDecider: StreamDecider<HealthSettings, HealthSettingsCommand, HealthSettingsEvent> = { initialState, evolve, decide };
