import type { StreamDecider } from '../../events/framework/decider';
import type { TrialSettingsEvent } from '../../events/catalog/trials.events';

export type TrialSettings = TrialSettingsEvent['data'];

/** Until the studio chooses: a trial is confirmed at once, so a visitor knows her place is hers. */
export const DEFAULT_TRIAL_SETTINGS: TrialSettings = { autoConfirm: true };

export type TrialSettingsCommand = { type: 'SetTrialSettings'; settings: TrialSettings };

const initialState = (): TrialSettings => DEFAULT_TRIAL_SETTINGS;
const evolve = (_: TrialSettings, event: TrialSettingsEvent): TrialSettings => event.data;

/** Records only real changes. */
function decide(command: TrialSettingsCommand, state: TrialSettings): TrialSettingsEvent[] {
  return command.settings.autoConfirm === state.autoConfirm ? [] : [{ type: 'TrialSettingsSet', data: { autoConfirm: command.settings.autoConfirm } }];
}

export const trialSettingsDecider: StreamDecider<TrialSettings, TrialSettingsCommand, TrialSettingsEvent> = { initialState, evolve, decide };
