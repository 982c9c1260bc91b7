import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** docs/product.md §3 Noticia. */
export interface NewsView {
  id: number;
  titulo: string;
  subtitulo: string;
  contenido: string;
  fecha: string;
  imagen_url: string;
}

const columns = ['id', 'titulo', 'subtitulo', 'contenido', 'fecha', 'imagen_url'] as const;

/** Every live post, newest first. */
export async function listNews(db: Kysely<Database>): Promise<NewsView[]> {
  return db.selectFrom('news_posts').select(columns).orderBy('fecha', 'desc').orderBy('id', 'desc').execute();
}

export async function findNews(db: Kysely<Database>, id: number): Promise<NewsView | undefined> {
  return db.selectFrom('news_posts').select(columns).where('id', '=', id).executeTakeFirst();
}

/** Is an uploaded image still shown by some post? (Deleting a post only removes an image nobody else uses.) */
export async function isImageInUse(db: Kysely<Database>, imagenUrl: string): Promise<boolean> {
  const row = await db.selectFrom('news_posts').select('id').where('imagen_url', '=', imagenUrl).limit(1).executeTakeFirst();
  return row !== undefined;
}
