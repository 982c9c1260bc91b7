// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockApi } from '../../../testing/mock-api';
import { renderWithProviders } from '../../../testing/render';
import { VideosPage } from './videos-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const library = Array.from({ length: 20 }, (_, i) => ({ id: i + 1, nombre: `Ejercicio ${String(i + 1).padStart(2, '0')}.mp4`, url: `https://example.com/v/${i + 1}` }));

function serveLibrary() {
  return mockApi({
    // mockApi keeps only the path: the page and limit come from the request URL itself.
    'GET /api/videos/getVideos': () => {
      const url = new URL(String(vi.mocked(fetch).mock.lastCall?.[0]), 'http://localhost');
      const page = Number(url.searchParams.get('page'));
      const limit = Number(url.searchParams.get('limit'));
      return json(200, { data: library.slice((page - 1) * limit, page * limit), pagination: { total: 20, page, limit, totalPages: Math.ceil(20 / limit) } });
    },
  });
}

describe('videos page', () => {
  it('pages through the library 9 at a time, titles without extension, each opening in a new tab', async () => {
    const api = serveLibrary();
    renderWithProviders(<VideosPage />, { path: '/videos' });
    expect(await screen.findByText('Página 1 de 3')).toBeTruthy();
    const grid = screen.getByRole('list', { name: 'Videos' });
    expect(within(grid).getAllByRole('listitem')).toHaveLength(9);
    const first = within(grid).getByRole('link', { name: /Ejercicio 01/ });
    expect(first.getAttribute('href')).toBe('https://example.com/v/1');
    expect(first.getAttribute('target')).toBe('_blank');
    expect(first.getAttribute('rel')).toBe('noopener noreferrer');
    expect(within(grid).queryByText('Ejercicio 01.mp4')).toBeNull();
    expect((screen.getByRole('button', { name: /Anterior/ }) as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: /Siguiente/ }));
    expect(await screen.findByText('Página 2 de 3')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Siguiente/ }));
    expect(await screen.findByText('Página 3 de 3')).toBeTruthy();
    expect(await screen.findByText('Ejercicio 20')).toBeTruthy();
    expect((screen.getByRole('button', { name: /Siguiente/ }) as HTMLButtonElement).disabled).toBe(true);
    expect(api.calls.map((c) => c.path).every((p) => p === '/api/videos/getVideos')).toBe(true);
    // Members get no management controls.
    expect(screen.queryByRole('button', { name: 'Agregar video' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Eliminar/ })).toBeNull();
  });

  it('gives admins add, rename and delete on the same screen', async () => {
    serveLibrary();
    renderWithProviders(<VideosPage isAdmin />, { path: '/videos' });
    await screen.findByText('Página 1 de 3');
    expect(screen.getByRole('button', { name: 'Agregar video' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Renombrar Ejercicio 01' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Eliminar Ejercicio 01' }));
    expect(await screen.findByRole('dialog', { name: '¿Estás seguro?' })).toBeTruthy();
  });

  it('says there are no videos yet, without a pager, and tells an admin how to add the first', async () => {
    mockApi({ 'GET /api/videos/getVideos': () => json(200, { data: [], pagination: { total: 0, page: 1, limit: 9, totalPages: 0 } }) });
    renderWithProviders(<VideosPage />, { path: '/videos' });
    expect(await screen.findByText('Todavía no hay videos. Cuando el estudio suba los de técnica, los verás aquí.')).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Páginas' })).toBeNull();
    cleanup();
    renderWithProviders(<VideosPage isAdmin />, { path: '/videos' });
    expect(await screen.findByText('Todavía no hay videos. Agrega el primero: un enlace o un archivo MP4 o WebM.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Agregar video' })).toBeTruthy();
  });
});
