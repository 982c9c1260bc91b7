import { describe, it } from 'vitest';
import { streamDeciderSpec } from '../../events/framework/decider-spec';
import type { StudioTermsEvent } from '../../events/catalog/health.events';
import { studioTermsDecider } from './studio-terms.decider';
import { healthSettingsDecider, DEFAULT_HEALTH_SETTINGS } from './health-settings.decider';

const AT = '2026-11-16T15:00:00.000Z';
const publish = (terms: string, waiver = '') => ({ type: 'PublishTerms' as const, terms, waiver, at: AT });
const published = (version: number, terms: string, waiver = ''): StudioTermsEvent => ({ type: 'StudioTermsPublished', data: { version, terms, waiver, at: AT } });

describe('studio terms decider', () => {
  const spec = streamDeciderSpec(studioTermsDecider);

  it('makes each save with a new text the next version, holding the full text', () => {
    spec.given([]).when(publish('  Reglas del estudio\r\n', 'Deslinde')).then([published(1, 'Reglas del estudio', 'Deslinde')]);
    spec.given([published(1, 'Reglas', 'Deslinde')]).when(publish('Reglas nuevas', 'Deslinde')).then([published(2, 'Reglas nuevas', 'Deslinde')]);
  });

  it('records nothing for the same text and refuses an empty one', () => {
    spec.given([published(1, 'Reglas', 'Deslinde')]).when(publish('Reglas ', 'Deslinde')).then([]);
    spec.given([]).when(publish('  ', '')).thenRejects({ status: 400, code: 'TERMS_EMPTY' });
  });
});

describe('health settings decider', () => {
  const spec = streamDeciderSpec(healthSettingsDecider);
  const set = (over: Partial<typeof DEFAULT_HEALTH_SETTINGS>) => ({ type: 'SetHealthSettings' as const, settings: { ...DEFAULT_HEALTH_SETTINGS, ...over } });

  it('records a real change only', () => {
    spec.given([]).when(set({ mode: 'bloquear' })).then([{ type: 'HealthSettingsSet', data: { ...DEFAULT_HEALTH_SETTINGS, mode: 'bloquear' } }]);
    spec.given([]).when(set({})).then([]);
  });

  it('refuses a validity out of 1..730 days', () => {
    spec.given([]).when(set({ validityDays: 0 })).thenRejects({ status: 400, code: 'INVALID_HEALTH_VALIDITY' });
    spec.given([]).when(set({ validityDays: 731 })).thenRejects('INVALID_HEALTH_VALIDITY');
  });
});
