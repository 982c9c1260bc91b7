// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockApi, problem } from '../../../testing/mock-api';
import { renderWithProviders } from '../../../testing/render';
import type { Noticia } from '../api/get-news';
import { PLACEHOLDER_IMAGE } from '../news-format';
import { NewsFeed } from './news-feed';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const long = 'Durante las fiestas el estudio abre con horario reducido. '.repeat(6).trim();
const noticia = (id: number, over: Partial<Noticia> = {}): Noticia => ({
  id, titulo: `Noticia ${id}`, subtitulo: '', contenido: 'Breve.', fecha: '2026-11-16 23:30:00', imagen_url: `/api/noticias/images/${id}.png`, ...over,
});

describe('home news card', () => {
  it('shows each post with its date in the list style, day and month (the studio day, never shifted), subtitle and image', async () => {
    mockApi({ 'GET /api/noticias/getNoticias': () => json(200, [noticia(2, { subtitulo: 'El 24 cerramos a las 13:00' }), noticia(1)]) });
    renderWithProviders(<NewsFeed />);
    const post = await screen.findByRole('article', { name: 'Noticia 2' });
    expect(within(post).getByText('16/11')).toBeTruthy();
    expect(within(post).getByText('El 24 cerramos a las 13:00')).toBeTruthy();
    expect(post.querySelector('img')?.getAttribute('src')).toBe('/api/noticias/images/2.png');
    expect(screen.getAllByRole('article')).toHaveLength(2);
  });

  it('folds long content behind Leer más / Mostrar menos and toggles the image size', async () => {
    mockApi({ 'GET /api/noticias/getNoticias': () => json(200, [noticia(1, { contenido: long })]) });
    renderWithProviders(<NewsFeed />);
    const more = await screen.findByRole('button', { name: /Leer más/ });
    expect(screen.queryByText(long)).toBeNull();
    fireEvent.click(more);
    expect(screen.getByText(long)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Mostrar menos/ }));
    expect(screen.queryByText(long)).toBeNull();
    const toggle = screen.getByRole('button', { name: 'Ampliar imagen' });
    fireEvent.click(toggle);
    expect(screen.getByRole('button', { name: 'Achicar imagen' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('swaps a broken image for the placeholder', async () => {
    mockApi({ 'GET /api/noticias/getNoticias': () => json(200, [noticia(1)]) });
    renderWithProviders(<NewsFeed />);
    const img = (await screen.findByRole('article')).querySelector('img')!;
    fireEvent.error(img);
    expect(img.getAttribute('src')).toBe(PLACEHOLDER_IMAGE);
  });

  it('says so when there is no news, and when it cannot load', async () => {
    mockApi({ 'GET /api/noticias/getNoticias': () => json(200, []) });
    renderWithProviders(<NewsFeed />);
    expect(await screen.findByText('No hay noticias disponibles en este momento')).toBeTruthy();
    cleanup();
    mockApi({ 'GET /api/noticias/getNoticias': () => problem(500, 'INTERNAL', 'x') });
    renderWithProviders(<NewsFeed />);
    expect((await screen.findByRole('alert')).textContent).toBe('No se pudieron cargar las noticias');
  });
});
