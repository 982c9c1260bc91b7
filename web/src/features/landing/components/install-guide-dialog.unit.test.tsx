// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import { InstallGuideDialog } from './install-guide-dialog';

const writeText = vi.fn(async (_text: string) => {});

beforeEach(() => {
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  writeText.mockReset();
  vi.restoreAllMocks();
});

async function openGuide() {
  renderWithProviders(<InstallGuideDialog />);
  fireEvent.click(screen.getByRole('button', { name: '¿Cómo instalar la app?' }));
  return within(await screen.findByRole('dialog', { name: 'Instala la app en tu teléfono' }));
}

describe('install guide', () => {
  it('shows Copiado! for 2 seconds after copying the URL', async () => {
    const dialog = await openGuide();
    vi.useFakeTimers();

    await act(async () => {
      fireEvent.click(dialog.getByRole('button', { name: 'Copiar URL' }));
    });
    expect(writeText).toHaveBeenCalledWith(window.location.origin);
    expect(dialog.getByText('Copiado!')).toBeTruthy();

    act(() => vi.advanceTimersByTime(1999));
    expect(dialog.getByText('Copiado!')).toBeTruthy();
    act(() => vi.advanceTimersByTime(1));
    expect(dialog.queryByText('Copiado!')).toBeNull();
  });

  it('lists the Android and the iOS steps', async () => {
    const dialog = await openGuide();
    expect(dialog.getByText(/Abre Chrome/)).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: 'iPhone (iOS)' }));
    expect(dialog.getByText(/Abre Safari/)).toBeTruthy();
    expect(dialog.getByText(/Añadir a Inicio/)).toBeTruthy();
    expect(dialog.getByText(/Agregar/)).toBeTruthy();
  });

  // happy-dom has no document.execCommand, so the legacy fallback fails too.
  it('says so when the clipboard refuses', async () => {
    writeText.mockRejectedValueOnce(new Error('denied'));
    const dialog = await openGuide();
    await act(async () => {
      fireEvent.click(dialog.getByRole('button', { name: 'Copiar URL' }));
    });
    expect(dialog.getByText(/No se pudo copiar/)).toBeTruthy();
    expect(dialog.queryByText('Copiado!')).toBeNull();
  });
});
