// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockApi } from '../../../testing/mock-api';
import { renderWithProviders } from '../../../testing/render';
import { StartWorkoutButton } from './start-workout-button';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('a plan day\'s Mis entrenamientos', () => {
  it('leads to Mis entrenamientos with the count the nav shows on Entrenamientos', async () => {
    mockApi({
      'GET /api/entrenamientos/comentariosNuevos': () => json(200, { nuevos: 2 }),
      'GET /api/entrenamientos/sesiones': () => json(200, []),
      'GET /api/entrenamientos/ultimaVezPlanificaciones': () => json(200, []),
    });
    renderWithProviders(<StartWorkoutButton planificacionId={1} diaId={2} />);
    const mine = screen.getByRole('link', { name: /^Mis entrenamientos/ });
    expect(mine.getAttribute('href')).toBe('/entrenamientos');
    expect((await within(mine).findByRole('img', { name: '2 comentarios nuevos' })).textContent).toBe('2');
  });
});
