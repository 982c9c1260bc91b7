import { describe, expect, it } from 'vitest';
import { streamDeciderSpec } from '../../events/framework/decider-spec';
import type { NewsEvent } from '../../events/catalog/news.events';
import { newsPostDecider } from './news-post.decider';
import { newsDate } from './news.commands';

const content = { titulo: 'Título', subtitulo: '', contenido: 'Texto', imagenUrl: '/api/noticias/images/a.png' };
const published: NewsEvent = { type: 'NewsPublished', data: { newsId: 1, ...content, fecha: '2026-11-16 12:00:00' } };
const spec = streamDeciderSpec(newsPostDecider);

describe('news post decider', () => {
  it('publishes a new post once', () => {
    spec.given([]).when({ type: 'PublishNews', newsId: 1, content, fecha: '2026-11-16 12:00:00' }).then([published]);
    spec.given([published]).when({ type: 'PublishNews', newsId: 1, content, fecha: 'x' }).then([]);
  });

  it('keeps the image when an update sends none, and records nothing when nothing changed', () => {
    spec.given([published]).when({ type: 'UpdateNews', newsId: 1, content: { ...content, imagenUrl: undefined, titulo: 'Otro' } }).then([
      { type: 'NewsUpdated', data: { newsId: 1, ...content, titulo: 'Otro' } },
    ]);
    spec.given([published]).when({ type: 'UpdateNews', newsId: 1, content }).then([]);
  });

  it('rejects updating or deleting a post that does not exist or was deleted', () => {
    spec.given([]).when({ type: 'UpdateNews', newsId: 1, content }).thenRejects({ code: 'NEWS_NOT_FOUND', status: 404 });
    const deleted: NewsEvent = { type: 'NewsDeleted', data: { newsId: 1 } };
    spec.given([published, deleted]).when({ type: 'DeleteNews', newsId: 1 }).thenRejects('NEWS_NOT_FOUND');
    spec.given([published]).when({ type: 'DeleteNews', newsId: 1 }).then([deleted]);
  });
});

describe('news date', () => {
  it('defaults to the studio wall clock (UTC-3 in Buenos Aires)', () => {
    expect(newsDate(undefined, new Date('2026-11-16T02:30:05Z'), 'America/Argentina/Buenos_Aires')).toBe('2026-11-15 23:30:05');
  });
  it('normalises a given date and rejects nonsense', () => {
    expect(newsDate('2026-01-02T03:04', new Date('2026-11-16T12:00:00Z'), 'UTC')).toBe('2026-01-02 03:04:00');
    expect(() => newsDate('ayer', new Date('2026-11-16T12:00:00Z'), 'UTC')).toThrow(expect.objectContaining({ code: 'INVALID_FECHA' }));
  });
});
