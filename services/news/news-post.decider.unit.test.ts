import { describe, expect, it } from 'vitest';
import { fold } from '../../events/framework/decider';
import type { NewsEvent } from '../../events/catalog/news.events';
import { newsPostDecider } from './news-post.decider';
import { newsDate } from './news.commands';

const content = { titulo: 'Título', subtitulo: '', contenido: 'Texto', imagenUrl: '/api/noticias/images/a.png' };
const published: NewsEvent = { type: 'NewsPublished', data: { newsId: 1, ...content, fecha: '2026-11-16 12:00:00' } };
const given = (...events: NewsEvent[]) => ({
  when: (command: Parameters<typeof newsPostDecider.decide>[0]) => () => newsPostDecider.decide(command, fold(newsPostDecider, events)),
});

describe('news post decider', () => {
  it('publishes a new post once', () => {
    expect(given().when({ type: 'PublishNews', newsId: 1, content, fecha: '2026-11-16 12:00:00' })()).toEqual([published]);
    expect(given(published).when({ type: 'PublishNews', newsId: 1, content, fecha: 'x' })()).toEqual([]);
  });

  it('keeps the image when an update sends none, and records nothing when nothing changed', () => {
    expect(given(published).when({ type: 'UpdateNews', newsId: 1, content: { ...content, imagenUrl: undefined, titulo: 'Otro' } })()).toEqual([
      { type: 'NewsUpdated', data: { newsId: 1, ...content, titulo: 'Otro' } },
    ]);
    expect(given(published).when({ type: 'UpdateNews', newsId: 1, content })()).toEqual([]);
  });

  it('rejects updating or deleting a post that does not exist or was deleted', () => {
    expect(given().when({ type: 'UpdateNews', newsId: 1, content })).toThrow(expect.objectContaining({ code: 'NEWS_NOT_FOUND', status: 404 }));
    const deleted: NewsEvent = { type: 'NewsDeleted', data: { newsId: 1 } };
    expect(given(published, deleted).when({ type: 'DeleteNews', newsId: 1 })).toThrow(expect.objectContaining({ code: 'NEWS_NOT_FOUND' }));
    expect(given(published).when({ type: 'DeleteNews', newsId: 1 })()).toEqual([deleted]);
  });
});

describe('news date', () => {
  it('defaults to the studio wall clock (UTC-3 in Buenos Aires)', () => {
    expect(newsDate(undefined, new Date('2026-11-16T02:30:05Z'), 'America/Argentina/Buenos_Aires')).toBe('2026-11-15 23:30:05');
  });
  it('normalises a given date and rejects nonsense', () => {
    expect(newsDate('2026-01-02T03:04', new Date(), 'UTC')).toBe('2026-01-02 03:04:00');
    expect(() => newsDate('ayer', new Date(), 'UTC')).toThrow(expect.objectContaining({ code: 'INVALID_FECHA' }));
  });
});
