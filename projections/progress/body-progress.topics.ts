import type { TopicRoute } from '../changefeed/topics';

// No notices: each of her writes answers her whole progress to the screen that made it, and staff read a member's
// progress when they open her page (her sharing it or not is read then too).
export const bodyProgressTopics: readonly TopicRoute[] = [];
