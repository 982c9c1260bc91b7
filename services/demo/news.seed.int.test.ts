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
import { newsSeeder } from './news.seed';
import type { SeedContext } from './seeder';

describe('demo news seeder', () => {
  let t: TestDatabase;
  const files = localFileStore(fs.mkdtempSync(path.join(os.tmpdir(), 'pulso-seed-')));
  beforeAll(async () => {
    t = await createTestDatabase();
    const now = fixedClock('2026-11-16T09:00:00-03:00').now();
    const seed: SeedContext = { db: t.handle.db, now, studioTz: 'America/Argentina/Buenos_Aires', ctx: () => ({ actorId: 'system', now }), ids: new Map(), files };
    await newsSeeder.run(seed);
  });
  afterAll(() => t.close());

  it('publishes three dated posts, newest first, each with a stored cover image', async () => {
    const news = await listNews(t.handle.db);
    expect(news.map((n) => [n.titulo, n.subtitulo, n.fecha])).toEqual([
      ['Cerramos por el feriado', 'Martes 8 de diciembre, Inmaculada Concepción', '2026-11-15 09:00:00'],
      ['Desafío de ocho semanas', 'Tres clases por semana, desde el lunes 23 de noviembre', '2026-11-12 09:00:00'],
      ['Nueva clase: Pilates a las 18:00', 'Martes y jueves a las 18:00', '2026-11-07 09:00:00'],
    ]);
    for (const post of news) {
      const bytes = await files.get(imageKeyOf(post.imagen_url)!);
      expect(await sharp(bytes!).metadata()).toMatchObject({ format: 'webp', width: 1200, height: 675 });
    }
  });

  it('adds no videos: the demo has no clips that play, and the Videos screen says so', async () => {
    expect((await listVideos(t.handle.db, 1, 100)).pagination.total).toBe(0);
  });
});
