export { VideosPage } from './components/videos-page';
