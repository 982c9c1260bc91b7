import type { StreamDecider } from '../../events/framework/decider';
import { fail } from '../../events/framework/errors';
import type { MakeupSettingsEvent } from '../../events/catalog/booking.makeups';
import { DEFAULT_MAKEUP_SETTINGS, validMakeupSettings, type MakeupSettings } from '../../domain/booking/makeup-rules';

export type MakeupSettingsCommand = { type: 'SetMakeupSettings'; settings: MakeupSettings };

const initialState = (): MakeupSettings => DEFAULT_MAKEUP_SETTINGS;
const evolve = (_: MakeupSettings, event: MakeupSettingsEvent): MakeupSettings => event.data;

/** Records only real changes; refuses days and caps out of range. */
function decide(command: MakeupSettingsCommand, state: MakeupSettings): MakeupSettingsEvent[] {
  const { enabled, validDays, monthlyCap, closuresRecoverable } = command.settings;
  if (!validMakeupSettings(command.settings)) throw fail('INVALID_MAKEUP_SETTINGS');
  const same = enabled === state.enabled && validDays === state.validDays && monthlyCap === state.monthlyCap && closuresRecoverable === state.closuresRecoverable;
  return same ? [] : [{ type: 'MakeupSettingsSet', data: { enabled, validDays, monthlyCap, closuresRecoverable } }];
}

export const makeupSettingsDecider: StreamDecider<MakeupSettings, MakeupSettingsCommand, MakeupSettingsEvent> = { initialState, evolve, decide };
