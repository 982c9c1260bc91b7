import { registerVideoTopics } from './api/videos-topics';

export { VideosPage } from './components/videos-page';

// Realtime for the whole app session: the library follows the admin's changes.
registerVideoTopics();
