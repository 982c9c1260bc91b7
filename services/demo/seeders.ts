import { catalogSeeder } from './catalog.seed';
import { newsVideosSeeder } from './news-videos.seed';
import { plansSeeder } from './plans.seed';
import type { DemoSeeder } from './seeder';

/** Every feature's demo seeder; each feature adds its own line. */
export const demoSeeders: DemoSeeder[] = [catalogSeeder, newsVideosSeeder, plansSeeder];
