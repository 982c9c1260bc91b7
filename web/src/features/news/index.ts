export { CreateNewsPage } from './components/create-news-page';
export { NewsAdminPage } from './components/news-admin-page';
