// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import { blockSegments } from '../block-segments';
import { loadBlockTimer } from '../saved-block-timer';
import { BlockTimerScreen } from './block-timer-screen';

const MEMBER = 'user_carla';
const run = { sessionId: 's-1', blockId: 7, title: 'Tabata', label: 'Tabata 2 × 20 s / 10 s', segments: blockSegments({ formato: { tipo: 'intervalos', trabajo_segundos: 20, descanso_segundos: 10, vueltas: 2 }, rest: 0, sets: 1 }) };

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout', 'Date'] });
  vi.stubGlobal('navigator', { ...navigator, vibrate: vi.fn(() => true) });
});
afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const advance = (ms: number) => act(() => void vi.advanceTimersByTime(ms));

describe('BlockTimerScreen', () => {
  it('shows the round, work or rest and the time left, saves the run for a reload, and says when it is over', () => {
    const onClose = vi.fn();
    renderWithProviders(<BlockTimerScreen memberId={MEMBER} run={run} onClose={onClose} />);
    const dialog = screen.getByRole('dialog', { name: 'Temporizador: Tabata' });
    expect(dialog.textContent).toContain('Ronda 1 de 2');
    expect(dialog.textContent).toContain('Trabajo');
    expect(screen.getByRole('timer').textContent).toBe('00:20');
    expect(loadBlockTimer(MEMBER)).toMatchObject({ blockId: 7, timer: { state: 'running', index: 0 } });

    advance(20_000);
    expect(dialog.textContent).toContain('Descanso');
    expect(screen.getByRole('timer').textContent).toBe('00:10');
    fireEvent.click(screen.getByRole('button', { name: 'Pausar' }));
    expect(dialog.textContent).toContain('En pausa');
    expect(loadBlockTimer(MEMBER)?.timer).toMatchObject({ state: 'paused', index: 1 });
    fireEvent.click(screen.getByRole('button', { name: 'Reanudar' }));

    advance(30_000);
    expect(screen.getByRole('status').textContent).toContain('¡Terminaste!');
    expect(loadBlockTimer(MEMBER)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Cerrar' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('Terminar ends it at once and forgets it', () => {
    const onClose = vi.fn();
    renderWithProviders(<BlockTimerScreen memberId={MEMBER} run={run} onClose={onClose} />);
    fireEvent.click(screen.getByRole('button', { name: 'Terminar' }));
    expect(onClose).toHaveBeenCalled();
    expect(loadBlockTimer(MEMBER)).toBeNull();
  });
});
