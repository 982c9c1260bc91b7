// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockApi } from '../../../testing/mock-api';
import { renderWithProviders } from '../../../testing/render';
import { VideoPickerDialog } from './video-picker-dialog';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const page = (nombres: string[], totalPages: number) => ({
  data: nombres.map((nombre, i) => ({ id: i + 1, nombre, url: `https://example.com/videos/${i + 1}` })),
  pagination: { total: nombres.length, page: 1, limit: 9, totalPages },
});

describe('video picker', () => {
  it('searches the whole library on the server (from page 1) and shows names without their extension', async () => {
    const { fetchMock } = mockApi({
      'GET /api/videos/getVideos': () => json(200, page(['Peso muerto.mp4', 'Sentadilla búlgara.MOV'], 3)),
    });
    const onPick = vi.fn();
    renderWithProviders(<VideoPickerDialog open onClose={() => {}} onPick={onPick} />);
    expect(await screen.findByRole('button', { name: /^Sentadilla búlgara/ })).toBeTruthy();
    expect(screen.queryByText('Sentadilla búlgara.MOV')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Siguiente' }));
    await waitFor(() => expect(screen.getByText('Página 2 de 3')).toBeTruthy());
    fireEvent.change(screen.getByLabelText('Buscar video por nombre'), { target: { value: ' sentadilla ' } });
    expect(screen.getByText('Página 1 de 3')).toBeTruthy();
    const urls = () => fetchMock.mock.calls.map(([input]) => new URL(String(input), 'http://localhost').searchParams);
    await waitFor(() => expect(urls().some((q) => q.get('q') === 'sentadilla' && q.get('page') === '1')).toBe(true));
    expect(urls().every((q) => q.get('limit') === '9')).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: /^Peso muerto/ }));
    expect(onPick).toHaveBeenCalledWith('https://example.com/videos/1');
  }, 15_000);
});
