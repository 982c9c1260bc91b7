import type { StreamDecider } from '../../events/framework/decider';
import { fail } from '../../events/framework/errors';
import type { PausePlanLimitsEvent, PauseSettingsEvent } from '../../events/catalog/billing.events';
import { DEFAULT_PAUSE_SETTINGS, type PauseSettings, type PlanPauseLimits } from '../../domain/billing/pause-rules';

/** The studio's rule for pauses, and the packages with limits of their own (by package id). */
export interface PauseSettingsState {
  settings: PauseSettings;
  plans: Readonly<Record<number, PlanPauseLimits>>;
}

export type PauseSettingsCommand =
  | { type: 'SetPauseSettings'; settings: PauseSettings }
  /** `pkg`: the package as the command found it (undefined: there is none). */
  | { type: 'SetPausePlanLimits'; limits: PlanPauseLimits; pkg: { deleted: boolean } | undefined }
  | { type: 'ClearPausePlanLimits'; packageId: number };

type Event = PauseSettingsEvent | PausePlanLimitsEvent;

const initialState = (): PauseSettingsState => ({ settings: DEFAULT_PAUSE_SETTINGS, plans: {} });

function evolve(state: PauseSettingsState, event: Event): PauseSettingsState {
  switch (event.type) {
    case 'PauseSettingsSet':
      return { ...state, settings: event.data };
    case 'PausePlanLimitsSet':
      return { ...state, plans: { ...state.plans, [event.data.packageId]: event.data } };
    case 'PausePlanLimitsCleared': {
      const { [event.data.packageId]: _cleared, ...plans } = state.plans;
      return { ...state, plans };
    }
  }
}

const within = (n: number, max: number) => Number.isInteger(n) && n >= 0 && n <= max;
// The same ranges as the studio's rule: 0 turns pauses off, a year holds at most 366 days.
const validCounts = (maxPerYear: number, maxDaysPerYear: number) => within(maxPerYear, 12) && within(maxDaysPerYear, 366);

/** Records only real changes; refuses counts out of range, and limits for a package that is not on sale. */
function decide(command: PauseSettingsCommand, state: PauseSettingsState): Event[] {
  switch (command.type) {
    case 'SetPauseSettings': {
      const { maxPerYear, maxDaysPerYear, approval } = command.settings;
      if (!validCounts(maxPerYear, maxDaysPerYear)) throw fail('INVALID_PAUSE_SETTINGS');
      const s = state.settings;
      const same = maxPerYear === s.maxPerYear && maxDaysPerYear === s.maxDaysPerYear && approval === s.approval;
      return same ? [] : [{ type: 'PauseSettingsSet', data: { maxPerYear, maxDaysPerYear, approval } }];
    }
    case 'SetPausePlanLimits': {
      const { packageId, maxPerYear, maxDaysPerYear } = command.limits;
      if (!validCounts(maxPerYear, maxDaysPerYear)) throw fail('INVALID_PAUSE_SETTINGS');
      if (!command.pkg) throw fail('PACKAGE_NOT_FOUND');
      if (command.pkg.deleted) throw fail('PACKAGE_DELETED');
      const now = state.plans[packageId];
      if (now && now.maxPerYear === maxPerYear && now.maxDaysPerYear === maxDaysPerYear) return [];
      return [{ type: 'PausePlanLimitsSet', data: { packageId, maxPerYear, maxDaysPerYear } }];
    }
    case 'ClearPausePlanLimits':
      return state.plans[command.packageId] ? [{ type: 'PausePlanLimitsCleared', data: { packageId: command.packageId } }] : [];
  }
}

export const pauseSettingsDecider: StreamDecider<PauseSettingsState, PauseSettingsCommand, Event> = { initialState, evolve, decide };
