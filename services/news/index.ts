import { newsPostsProjector } from '../../projections/news/news-posts.projector';
import { newsTopics } from '../../projections/news/news.topics';
import { newsSeeder } from '../demo/news.seed';
import { routes, type FeatureModule } from '../feature-module';
import { newsRoutes } from './news.routes';

/** The studio's news feed. */
export const newsFeature: FeatureModule = {
  name: 'news',
  routes: [routes(newsRoutes)],
  projectors: [newsPostsProjector],
  topics: newsTopics,
  seed: [newsSeeder],
};
