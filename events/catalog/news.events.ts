import { Type } from 'typebox';
import { defineEvents } from './define-events';

/**
 * News posts (noticias), stream `news:<id>`. Ids are integers allocated from `news_post_id_seq` when the
 * publishing command runs. `fecha` is the studio's wall clock as `YYYY-MM-DD HH:MM:SS` (docs/product.md §7 News).
 */
const Id = Type.Integer({ minimum: 1 });

const NewsPublished = Type.Object({
  newsId: Id,
  titulo: Type.String(),
  subtitulo: Type.String(),
  contenido: Type.String(),
  imagenUrl: Type.String(),
  fecha: Type.String(),
});
const NewsUpdated = Type.Object({
  newsId: Id,
  titulo: Type.String(),
  subtitulo: Type.String(),
  contenido: Type.String(),
  imagenUrl: Type.String(),
});
const NewsDeleted = Type.Object({ newsId: Id });

export const newsEvents = defineEvents({ NewsPublished, NewsUpdated, NewsDeleted });

export type NewsEvent =
  | { type: 'NewsPublished'; data: Type.Static<typeof NewsPublished> }
  | { type: 'NewsUpdated'; data: Type.Static<typeof NewsUpdated> }
  | { type: 'NewsDeleted'; data: Type.Static<typeof NewsDeleted> };

export const NEWS_EVENT_TYPES = ['NewsPublished', 'NewsUpdated', 'NewsDeleted'] as const;

export { newsStream } from '../streams';
