// @vitest-environment happy-dom
import { onlineManager } from '@tanstack/react-query';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Pizarra } from '../../../../../../contract/class-board';
import { json, problem, type ApiCall } from '../../../../testing/mock-api';
import { dispatchAppTopics } from '../../../../testing/render';
import { appTestLifecycle, renderSignedIn } from '../../../../testing/signed-in';
import { boardFixture, withSet } from '../testing/board-fixture';

const coach = { userId: 'user_sofia', firstName: 'Sofía', lastName: 'Ruiz', email: 'sofia@example.com', role: 'coach' };
const OFFLINE = 'Sin conexión: la pizarra se actualiza al volver.';

appTestLifecycle();
afterEach(() => {
  vi.restoreAllMocks();
  onlineManager.setOnline(true);
});

/** The server's board, which a registered set changes as the real one would; `down` makes it fail. */
function openBoard(routes: Record<string, (call: ApiCall) => Response> = {}) {
  const server = { board: boardFixture as Pizarra, down: false };
  const view = renderSignedIn('/profesor/pizarra/3/2026-11-16', {
    user: coach,
    routes: {
      'GET /api/entrenamientos/pizarra': () => (server.down ? problem(503, 'SERVICE_UNAVAILABLE', 'El servicio no está disponible.') : json(200, server.board)),
      'POST /api/entrenamientos/pizarra/registrarSerie': ({ body }) => {
        const { clerkUserId, serieId, repeticiones, peso } = body as { clerkUserId: string; serieId: number; repeticiones: number; peso: number };
        server.board = withSet(server.board, clerkUserId, { serie_id: serieId, repeticiones, peso, records: [] });
        return json(200, { ok: true, sesionId: 's1', serieId, records: [] });
      },
      ...routes,
    },
  });
  return { ...view, server };
}

const anaSecondSet = () => screen.findByRole('button', { name: /^Ana Gómez, Sentadilla serie 2:/ });

function goOffline() {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  window.dispatchEvent(new Event('offline'));
}

describe('the class board, live', () => {
  it("enters a member's set from the tablet, prefilled with her target, and shows it done", async () => {
    const { api } = openBoard();
    fireEvent.click(await anaSecondSet());
    const dialog = screen.getByRole('dialog', { name: 'Sentadilla · serie 2' });
    expect(within(dialog).getByText('Ana Gómez · objetivo 62,5 kg × 8')).toBeTruthy();
    expect((within(dialog).getByLabelText('Repeticiones') as HTMLInputElement).value).toBe('8');
    expect((within(dialog).getByLabelText('Kg') as HTMLInputElement).value).toBe('62,5');
    fireEvent.change(within(dialog).getByLabelText('Kg'), { target: { value: '65,5' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));

    await waitFor(() => expect((screen.getByRole('button', { name: /^Ana Gómez, Sentadilla serie 2:/ })).textContent).toContain('✓ 8 × 65,5 kg'));
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({ horario_id: 3, fecha: '2026-11-16', clerkUserId: 'user_ana', serieId: 102, repeticiones: 8, peso: 65.5 });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('checks the figures before sending, and shows a refusal in Spanish', async () => {
    const { api } = openBoard({ 'POST /api/entrenamientos/pizarra/registrarSerie': () => problem(409, 'NOT_CHECKED_IN', 'Ana Gómez no tiene el presente en esta clase.') });
    fireEvent.click(await anaSecondSet());
    fireEvent.change(screen.getByLabelText('Repeticiones'), { target: { value: 'ocho' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(screen.getByText('Escribe las repeticiones con números enteros.')).toBeTruthy();
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);

    fireEvent.change(screen.getByLabelText('Repeticiones'), { target: { value: '8' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect((await screen.findByRole('alert')).textContent).toBe('No se guardó la serie de Ana Gómez: Ana Gómez no tiene el presente en esta clase.');
  });

  it('celebrates a record that arrives with a refetch, naming the member and the exercise', async () => {
    const { server, queryClient } = openBoard();
    await anaSecondSet();
    expect(screen.queryByText(/^¡Récord de/)).toBeNull();

    server.board = withSet(server.board, 'user_ana', { serie_id: 102, repeticiones: 8, peso: 65, records: ['peso_maximo'] });
    await dispatchAppTopics(['workouts'], queryClient);
    expect(await screen.findByText('¡Récord de Ana Gómez en Sentadilla!')).toBeTruthy();
    expect((await anaSecondSet()).textContent).toContain('Récord');
  });

  it('a check-in (the classes topic) brings the member onto the board', async () => {
    const { server, queryClient } = openBoard();
    await anaSecondSet();
    const carla = { ...boardFixture.socios[0]!, clerk_user_id: 'user_carla', nombre: 'Carla Sosa', hechas: [] };
    server.board = { ...server.board, socios: [...server.board.socios, carla] };
    await dispatchAppTopics(['classes'], queryClient);
    expect(await screen.findAllByRole('rowheader', { name: 'Carla Sosa' })).toHaveLength(2);
  });

  it('keeps the last data on screen when a refetch fails, and says it is offline', async () => {
    const { server, queryClient } = openBoard();
    await anaSecondSet();
    expect(screen.queryByText(OFFLINE)).toBeNull();
    server.down = true;
    await dispatchAppTopics(['workouts'], queryClient);
    expect(await screen.findByText(OFFLINE)).toBeTruthy();
    expect(screen.getAllByRole('rowheader', { name: 'Ana Gómez' })).toHaveLength(2);
  });

  it('offline, a set entered waits as "Enviando..." with the dialog closed, and goes out when the connection returns', async () => {
    const { api } = openBoard();
    const cell = await anaSecondSet();
    goOffline();
    expect(await screen.findByText(OFFLINE)).toBeTruthy();

    fireEvent.click(cell);
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect((await anaSecondSet()).textContent).toContain('Enviando...');
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);

    vi.restoreAllMocks();
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(screen.getByRole('button', { name: /^Ana Gómez, Sentadilla serie 2:/ }).textContent).toContain('✓ 8 × 62,5 kg'));
    expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(1);
    expect(screen.queryByText(OFFLINE)).toBeNull();
  });
});
