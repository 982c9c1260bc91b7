import type { StreamDecider } from '../../events/framework/decider';
import { fail } from '../../events/framework/errors';
import type { PauseSettingsEvent } from '../../events/catalog/billing.events';
import { DEFAULT_PAUSE_SETTINGS, type PauseSettings } from '../../domain/billing/pause-rules';

export type PauseSettingsCommand = { type: 'SetPauseSettings'; settings: PauseSettings };

const initialState = (): PauseSettings => DEFAULT_PAUSE_SETTINGS;
const evolve = (_: PauseSettings, event: PauseSettingsEvent): PauseSettings => event.data;

const within = (n: number, max: number) => Number.isInteger(n) && n >= 0 && n <= max;

/** Records only real changes; refuses counts out of range (0 turns pauses off). */
function decide(command: PauseSettingsCommand, state: PauseSettings): PauseSettingsEvent[] {
  const { maxPerYear, maxDaysPerYear, approval } = command.settings;
  if (!within(maxPerYear, 12) || !within(maxDaysPerYear, 366)) throw fail('INVALID_PAUSE_SETTINGS');
  const same = maxPerYear === state.maxPerYear && maxDaysPerYear === state.maxDaysPerYear && approval === state.approval;
  return same ? [] : [{ type: 'PauseSettingsSet', data: { maxPerYear, maxDaysPerYear, approval } }];
}

export const pauseSettingsDecider: StreamDecider<PauseSettings, PauseSettingsCommand, PauseSettingsEvent> = { initialState, evolve, decide };
