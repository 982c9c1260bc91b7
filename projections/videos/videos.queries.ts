import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** docs/product.md §3 Video. */
export interface VideoView {
  id: number;
  nombre: string;
  url: string;
}

export interface VideoPage {
  data: VideoView[];
  pagination: { total: number; page: number; limit: number; totalPages: number };
}

/**
 * One page of the library in name order (a page past the end is empty, not an error). `search`, when not blank,
 * keeps the names that contain it in any case, across the whole library, before paging.
 */
export async function listVideos(db: Kysely<Database>, page: number, limit: number, search = ''): Promise<VideoPage> {
  const needle = search.trim().toLowerCase();
  // position() rather than LIKE: a name search with % or _ in it means those characters, not wildcards.
  const matching = () => db.selectFrom('videos').$if(needle !== '', (q) => q.where(sql<boolean>`position(${needle} in lower(nombre)) > 0`));
  const [{ total }] = await matching().select((eb) => eb.fn.countAll<number>().as('total')).execute();
  const data = await matching()
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
