// Staff screens, loaded on demand (members never download them).
export { CreateNewsPage } from './components/create-news-page';
export { NewsAdminPage } from './components/news-admin-page';
