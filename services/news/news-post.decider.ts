import type { StreamDecider } from '../../events/framework/decider';
import { fail } from '../../events/framework/errors';
import type { NewsEvent } from '../../events/catalog/news.events';

export interface NewsContent {
  titulo: string;
  subtitulo: string;
  contenido: string;
  imagenUrl: string;
}

export interface NewsPostState extends NewsContent {
  status: 'none' | 'published' | 'deleted';
}

export type NewsCommand =
  | { type: 'PublishNews'; newsId: number; content: NewsContent; fecha: string }
  | { type: 'UpdateNews'; newsId: number; content: Omit<NewsContent, 'imagenUrl'> & { imagenUrl?: string } }
  | { type: 'DeleteNews'; newsId: number };

const initialState = (): NewsPostState => ({ status: 'none', titulo: '', subtitulo: '', contenido: '', imagenUrl: '' });

function evolve(state: NewsPostState, event: NewsEvent): NewsPostState {
  switch (event.type) {
    case 'NewsPublished':
    case 'NewsUpdated': {
      const { titulo, subtitulo, contenido, imagenUrl } = event.data;
      return { status: 'published', titulo, subtitulo, contenido, imagenUrl };
    }
    case 'NewsDeleted':
      return { ...state, status: 'deleted' };
  }
}

const missing = () => fail('NEWS_NOT_FOUND');

function decide(command: NewsCommand, state: NewsPostState): NewsEvent[] {
  switch (command.type) {
    case 'PublishNews':
      // Ids come from a sequence, so a second publish on the same stream is a replay of the same command.
      if (state.status !== 'none') return [];
      return [{ type: 'NewsPublished', data: { newsId: command.newsId, ...command.content, fecha: command.fecha } }];
    case 'UpdateNews': {
      if (state.status !== 'published') throw missing();
      const next = { ...command.content, imagenUrl: command.content.imagenUrl ?? state.imagenUrl };
      const same = next.titulo === state.titulo && next.subtitulo === state.subtitulo && next.contenido === state.contenido && next.imagenUrl === state.imagenUrl;
      return same ? [] : [{ type: 'NewsUpdated', data: { newsId: command.newsId, ...next } }];
    }
    case 'DeleteNews':
      if (state.status !== 'published') throw missing();
      return [{ type: 'NewsDeleted', data: { newsId: command.newsId } }];
  }
}

export const newsPostDecider: StreamDecider<NewsPostState, NewsCommand, NewsEvent> = { initialState, evolve, decide };
