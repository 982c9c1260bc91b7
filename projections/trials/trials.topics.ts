import { TRIAL_CLASS_TYPES } from '../../events/catalog/trials.events';
import type { TopicRoute } from '../changefeed/topics';

export const trialsTopics: readonly TopicRoute[] = [
  // A trial takes or frees a place: every agenda (and the public page's next refresh) shows it, the consoles list
  // her, the owner's leads move. The notice names no one.
  { events: [...TRIAL_CLASS_TYPES], topics: () => ['agenda', 'classes', 'admin:leads'] },
  { events: ['LeadRegistered', 'LeadConverted'], topics: () => ['admin:leads'] },
];
