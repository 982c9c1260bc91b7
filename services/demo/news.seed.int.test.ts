import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listNews } from '../../projections/news/news-posts.queries';
import { listVideos } from '../../projections/videos/videos.queries';
import { createTestDatabase, type TestDatabase } from '../../tests/support/test-database';
import { imageKeyOf } from '../news/news-image-files';
import { fixedClock } from '../../domain/time/clock';
import { localFileStore } from '../platform/storage/file-store';
import { newsVideosSeeder } from './news-videos.seed';
import type { SeedContext } from './seeder';

describe('demo news and videos seeder', () => {
  let t: TestDatabase;
  const files = localFileStore(fs.mkdtempSync(path.join(os.tmpdir(), 'pulso-seed-')));
  beforeAll(async () => {
    t = await createTestDatabase();
    const now = fixedClock('2026-11-16T09:00:00-03:00').now();
    const seed: SeedContext = { db: t.handle.db, now, studioTz: 'America/Argentina/Buenos_Aires', ctx: () => ({ actorId: 'system', now }), ids: new Map(), files };
    await newsVideosSeeder.run(seed);
  });
  afterAll(() => t.close());

  it('publishes three dated posts, newest first, each with a stored cover image', async () => {
    const news = await listNews(t.handle.db);
    expect(news.map((n) => [n.titulo, n.fecha])).toEqual([
      ['Horarios especiales por las fiestas', '2026-11-15 09:00:00'],
      ['Desafío de verano', '2026-11-12 09:00:00'],
      ['Nueva clase: Movilidad y core', '2026-11-07 09:00:00'],
    ]);
    for (const post of news) {
      const bytes = await files.get(imageKeyOf(post.imagen_url)!);
      expect(await sharp(bytes!).metadata()).toMatchObject({ format: 'webp', width: 1200, height: 675 });
    }
  });

  it('adds a dozen tutorial links', async () => {
    const page = await listVideos(t.handle.db, 1, 100);
    expect(page.pagination.total).toBe(12);
    expect(page.data.every((v) => v.url.startsWith('https://example.com/videos/'))).toBe(true);
    expect(page.data.find((v) => v.nombre === 'Peso muerto rumano.mp4')?.url).toBe('https://example.com/videos/peso-muerto-rumano');
  });
});
