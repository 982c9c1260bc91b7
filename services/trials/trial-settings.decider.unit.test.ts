import { describe, it } from 'vitest';
import { streamDeciderSpec } from '../../events/framework/decider-spec';
import { trialSettingsDecider } from './trial-settings.decider';

describe('trial settings', () => {
  const spec = streamDeciderSpec(trialSettingsDecider);
  it('records a change and nothing when the choice stays', () => {
    spec.given([]).when({ type: 'SetTrialSettings', settings: { autoConfirm: false } }).then([{ type: 'TrialSettingsSet', data: { autoConfirm: false } }]);
    spec.given([]).when({ type: 'SetTrialSettings', settings: { autoConfirm: true } }).then([]);
  });
});
