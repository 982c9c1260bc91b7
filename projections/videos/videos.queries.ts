import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** SPEC.md §3 Video. */
export interface VideoView {
  id: number;
  nombre: string;
  url: string;
}

export interface VideoPage {
  data: VideoView[];
  pagination: { total: number; page: number; limit: number; totalPages: number };
}

/** One page of the library in name order (a page past the end is empty, not an error). */
export async function listVideos(db: Kysely<Database>, page: number, limit: number): Promise<VideoPage> {
  const [{ total }] = await db.selectFrom('videos').select((eb) => eb.fn.countAll<number>().as('total')).execute();
  const data = await db
    .selectFrom('videos')
    .select(['id', 'nombre', 'url'])
    .orderBy((eb) => eb.fn('lower', ['nombre']))
    .orderBy('id')
    .limit(limit)
    .offset((page - 1) * limit)
    .execute();
  const count = Number(total);
  return { data, pagination: { total: count, page, limit, totalPages: Math.ceil(count / limit) } };
}

export async function findVideo(db: Kysely<Database>, id: number): Promise<(VideoView & { fileKey: string | null }) | undefined> {
  const row = await db.selectFrom('videos').select(['id', 'nombre', 'url', 'file_key']).where('id', '=', id).executeTakeFirst();
  return row && { id: row.id, nombre: row.nombre, url: row.url, fileKey: row.file_key };
}
