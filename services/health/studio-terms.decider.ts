import type { StreamDecider } from '../../events/framework/decider';
import { fail } from '../../events/framework/errors';
import type { StudioTermsEvent } from '../../events/catalog/health.events';

export interface StudioTermsState {
  version: number;
  terms: string;
  waiver: string;
}

export type StudioTermsCommand = { type: 'PublishTerms'; terms: string; waiver: string; at: string };

const initialState = (): StudioTermsState => ({ version: 0, terms: '', waiver: '' });
const evolve = (_: StudioTermsState, { data }: StudioTermsEvent): StudioTermsState => ({ version: data.version, terms: data.terms, waiver: data.waiver });

// Line endings as browsers send them vary; the text members accept is the one that was saved, trimmed.
const clean = (text: string) => text.replace(/\r\n?/g, '\n').trim();

/**
 * Each save with a different text is the next version, holding the full text, so an acceptance names exactly what
 * was read. Saving the same text again records nothing; saving nothing at all is refused (the studio would then ask
 * members to accept an empty page).
 */
function decide(command: StudioTermsCommand, state: StudioTermsState): StudioTermsEvent[] {
  const terms = clean(command.terms);
  const waiver = clean(command.waiver);
  if (terms === '' && waiver === '') throw fail('TERMS_EMPTY');
  if (state.version > 0 && terms === state.terms && waiver === state.waiver) return [];
  return [{ type: 'StudioTermsPublished', data: { version: state.version + 1, terms, waiver, at: command.at } }];
}

export const studioTermsDecider: StreamDecider<StudioTermsState, StudioTermsCommand, StudioTermsEvent> = { initialState, evolve, decide };
