import { registerNewsTopics } from './api/news-topics';

export { CreateNewsPage } from './components/create-news-page';
export { NewsAdminPage } from './components/news-admin-page';
export { NewsFeed } from './components/news-feed';

// Realtime for the whole app session: new posts appear on open screens without reloading.
registerNewsTopics();
