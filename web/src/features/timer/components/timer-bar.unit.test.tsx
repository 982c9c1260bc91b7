// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearMemberItems } from '../../../lib/member-storage';
import { renderWithProviders } from '../../../testing/render';
import { RestTimerProvider, useStartRest } from './rest-timer-provider';
import { TimerBar } from './timer-bar';

function StartButton({ seconds }: { seconds: number }) {
  const startRest = useStartRest();
  return <button onClick={() => startRest(seconds)}>Iniciar descanso</button>;
}

function renderTimer(seconds = 75, memberId = 'user_carla') {
  renderWithProviders(
    <RestTimerProvider memberId={memberId}>
      <TimerBar />
      <StartButton seconds={seconds} />
    </RestTimerProvider>,
  );
}

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

describe('TimerBar', () => {
  it('is hidden until a rest starts, then shows mm:ss counting down', () => {
    renderTimer(75);
    expect(screen.queryByRole('timer')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Iniciar descanso' }));
    expect(screen.getByRole('timer')).toHaveProperty('textContent', expect.stringContaining('01:15'));
    advance(16_000);
    expect(screen.getByRole('timer').textContent).toContain('00:59');
  });

  it('pauses and resumes with the toggle, and reset hides the bar', () => {
    renderTimer(30);
    fireEvent.click(screen.getByRole('button', { name: 'Iniciar descanso' }));
    advance(5_000);
    fireEvent.click(screen.getByRole('button', { name: 'Pausar descanso' }));
    advance(20_000);
    expect(screen.getByRole('timer').textContent).toContain('00:25');
    expect(screen.getByText('En pausa')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Reanudar descanso' }));
    advance(3_000);
    expect(screen.getByRole('timer').textContent).toContain('00:22');

    fireEvent.click(screen.getByRole('button', { name: 'Reiniciar descanso' }));
    expect(screen.queryByRole('timer')).toBeNull();
  });

  it('disappears at 0 and vibrates', () => {
    renderTimer(3);
    fireEvent.click(screen.getByRole('button', { name: 'Iniciar descanso' }));
    advance(3_000);
    expect(screen.queryByRole('timer')).toBeNull();
    expect(navigator.vibrate).toHaveBeenCalledTimes(1);
  });
});

describe('TimerBar after a reload', () => {
  it('picks up a saved running rest (a phone may discard the tab while the member rests)', () => {
    renderTimer(60);
    fireEvent.click(screen.getByRole('button', { name: 'Iniciar descanso' }));
    advance(10_000);
    cleanup();
    renderTimer(60);
    expect(screen.getByRole('timer').textContent).toContain('00:50');
  });
});

describe('TimerBar on a shared phone', () => {
  it("never shows the last member's rest to the next one who signs in (Carla's 00:59 is not Darío's)", () => {
    renderTimer(75, 'user_carla');
    fireEvent.click(screen.getByRole('button', { name: 'Iniciar descanso' }));
    advance(16_000);
    expect(screen.getByRole('timer').textContent).toContain('00:59');
    cleanup();
    renderTimer(75, 'user_dario');
    expect(screen.queryByRole('timer')).toBeNull();
  });

  it('forgets the rest when the session ends: the same member signing in again starts without it', () => {
    renderTimer(60, 'user_carla');
    fireEvent.click(screen.getByRole('button', { name: 'Iniciar descanso' }));
    cleanup();
    clearMemberItems();
    renderTimer(60, 'user_carla');
    expect(screen.queryByRole('timer')).toBeNull();
  });
});
