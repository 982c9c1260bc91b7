import type { NewsEvent } from '../../events/catalog/news.events';
import { NEWS_EVENT_TYPES } from '../../events/catalog/news.events';
import type { RecordedEvent } from '../../events/framework/event';
import type { Projector } from '../runner/projection';

/** news_posts: the live posts, as the home feed and the admin's Noticias list read them. */
export const newsPostsProjector: Projector = {
  name: 'news_posts@v1',
  tables: ['news_posts'],
  handles: NEWS_EVENT_TYPES,
  async apply(trx, recorded) {
    const event = recorded as unknown as RecordedEvent<NewsEvent> & NewsEvent;
    const at = recorded.recordedAt;
    switch (event.type) {
      case 'NewsPublished': {
        const d = event.data;
        await trx
          .insertInto('news_posts')
          .values({ id: d.newsId, titulo: d.titulo, subtitulo: d.subtitulo, contenido: d.contenido, imagen_url: d.imagenUrl, fecha: d.fecha, created_at: at, updated_at: at })
          .onConflict((oc) => oc.column('id').doNothing())
          .execute();
        return;
      }
      case 'NewsUpdated': {
        const d = event.data;
        await trx
          .updateTable('news_posts')
          .set({ titulo: d.titulo, subtitulo: d.subtitulo, contenido: d.contenido, imagen_url: d.imagenUrl, updated_at: at })
          .where('id', '=', d.newsId)
          .execute();
        return;
      }
      case 'NewsDeleted':
        await trx.deleteFrom('news_posts').where('id', '=', event.data.newsId).execute();
        return;
    }
  },
};
