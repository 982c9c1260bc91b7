export { NewsFeed } from './components/news-feed';
