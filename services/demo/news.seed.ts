import sharp from 'sharp';
import { imageUrlFor, storeNewsImage } from '../news/news-image-files';
import { publishNews } from '../news/news.commands';
import { studioTime, studioTimestamp } from '../../domain/time/studio-time';
import { nextHolidayWithClasses } from './demo-holidays';
import { demoPosts } from './demo-news';
import type { DemoSeeder, SeedContext } from './seeder';

const DAY = 24 * 3600 * 1000;

/** A text-free cover: a diagonal gradient with a few soft shapes, in the studio's colours. */
function coverSvg(from: string, to: string, accent: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="675">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
    <rect width="1200" height="675" fill="url(#g)"/>
    <circle cx="960" cy="140" r="220" fill="${accent}" opacity="0.35"/>
    <circle cx="180" cy="560" r="160" fill="#ffffff" opacity="0.12"/>
    <rect x="420" y="300" width="520" height="70" rx="35" fill="#ffffff" opacity="0.18" transform="rotate(-12 680 335)"/>
  </svg>`;
}

async function coverUrl(seed: SeedContext, colours: [string, string, string]): Promise<string> {
  const bytes = await sharp(Buffer.from(coverSvg(...colours))).webp({ quality: 78 }).toBuffer();
  if (!seed.files) return `data:image/webp;base64,${bytes.toString('base64')}`;
  return imageUrlFor(await storeNewsImage(seed.files, bytes, 'webp'));
}

/**
 * The demo's news, with generated cover images: posts written from the demo's own week and calendar (demo-news.ts).
 * No videos: the demo has no tutorial clips of its own, and a link that plays nothing is worse than the Videos
 * screen's empty state; an admin adds real ones there.
 */
export const newsSeeder: DemoSeeder = {
  name: 'noticias',
  order: 50,
  async run(seed) {
    const today = studioTime(seed.now, seed.studioTz).date;
    for (const post of demoPosts(today, nextHolidayWithClasses(today))) {
      const { colours, daysAgo, ...content } = post;
      const imagenUrl = await coverUrl(seed, colours);
      await publishNews(seed.db, seed.ctx(), { content: { ...content, imagenUrl }, fecha: studioTimestamp(new Date(seed.now.getTime() - daysAgo * DAY), seed.studioTz) });
    }
  },
};
