import { onDemand, type WebFeature } from '../../lib/feature-module';

const staff = () => import('./staff');

/** The news feed (on the home screen) and the staff's news screens. */
export const newsFeature: WebFeature = {
  name: 'news',
  routes: {
    adminPanel: [
      { path: 'crearNoticias', ...onDemand(staff, 'CreateNewsPage') },
      { path: 'noticias', ...onDemand(staff, 'NewsAdminPage') },
    ],
  },
  topicHandlers: () => import('./api/news-topics').then((m) => [m.newsTopicHandlers]),
};
