// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockApi } from '../../../testing/mock-api';
import { renderWithProviders } from '../../../testing/render';
import { CalendarFeedCard } from './calendar-feed-card';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const PATH = `/api/calendario/${'a'.repeat(43)}.ics`;
const RENEWED = `/api/calendario/${'b'.repeat(43)}.ics`;

describe('Cuenta: Agregar a mi calendario', () => {
  it('creates her private link as webcal on this host, copies it, renews it and turns it off', async () => {
    let ruta: string | null = null;
    mockApi({
      'GET /api/calendario/miCalendario': () => json(200, { ruta }),
      'POST /api/calendario/renovar': () => json(200, { ruta: (ruta = ruta ? RENEWED : PATH) }),
      'POST /api/calendario/revocar': () => json(200, { ruta: (ruta = null) }),
    });
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    renderWithProviders(<CalendarFeedCard />);

    fireEvent.click(await screen.findByRole('button', { name: 'Crear mi enlace' }));
    const link = `webcal://${window.location.host}${PATH}`;
    expect((await screen.findByLabelText('Enlace de tu calendario')).textContent).toBe(link);
    expect(screen.getByRole('link', { name: 'Abrir en el calendario' }).getAttribute('href')).toBe(link);
    fireEvent.click(screen.getByRole('button', { name: 'Copiar el enlace del calendario' }));
    expect(await screen.findByText('Copiado!')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith(link);

    fireEvent.click(screen.getByRole('button', { name: 'Crear un enlace nuevo' }));
    expect((await screen.findByText(`webcal://${window.location.host}${RENEWED}`))).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Desactivar' }));
    expect(await screen.findByRole('button', { name: 'Crear mi enlace' })).toBeTruthy();
  });
});
