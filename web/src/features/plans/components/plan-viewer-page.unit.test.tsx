// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, memberUser, problem } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/render';
import { fuerzaInicial } from '../testing/plan-fixture';
import { mockSignedInApi } from '../../../testing/signed-in';

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

function servePlan(answer: () => Response = () => json(200, fuerzaInicial)) {
  return mockSignedInApi(memberUser, {
    'GET /api/planificaciones/7': answer,
    'POST /api/planificaciones/getPlanificacionesSummaryByIdUsr': () => json(200, [{ id: 7, nombre: 'Fuerza Inicial' }]),
  });
}

describe('plan viewer (/planificaciones/:id)', () => {
  it('shows a bodyweight set as "—" (not 0 kg), a timed set as "30 s", the exercise notes, and numbers sets by position (1..n)', async () => {
    const plan = structuredClone(fuerzaInicial);
    const ejercicios = plan.semanas[0]!.dias[0]!.bloques[0]!.ejercicios;
    ejercicios[1] = {
      ...ejercicios[1]!,
      notas: 'Mantén la cadera alineada',
      // Numbers as older plans saved them (a duplicate then an add): the viewer still reads 1, 2, 3.
      series: [1, 2, 2].map((numero, i) => ({ id: 60 + i, numero, repeticiones: '30s', peso: 0, ejercicio_id: 41 })),
    };
    servePlan(() => json(200, plan));
    renderApp('/planificaciones/7');
    fireEvent.click(await screen.findByRole('button', { name: 'Semana 1' }));
    const block = screen.getByRole('region', { name: 'Bloque A' });
    expect(within(block).getByText('Mantén la cadera alineada')).toBeTruthy();
    const tables = within(block).getAllByRole('table');
    const rows = within(tables[1]!).getAllByRole('row').slice(1).map((r) => r.textContent);
    expect(rows).toEqual(['130 s—', '230 s—', '330 s—']);
    expect(within(tables[1]!).getAllByLabelText('Peso corporal')).toHaveLength(3);
    expect(within(block).queryByText('0 kg')).toBeNull();
  }, 15_000);

  it('shows half and quarter kilos as es-AR writes them ("22,5 kg", "21,25 kg"), with no trailing ",0"', async () => {
    const plan = structuredClone(fuerzaInicial);
    const ejercicio = plan.semanas[0]!.dias[0]!.bloques[0]!.ejercicios[0]!;
    ejercicio.series = ejercicio.series.map((set) => ({ ...set, peso: set.numero === 1 ? 22.5 : 21.25 }));
    servePlan(() => json(200, plan));
    renderApp('/planificaciones/7');
    fireEvent.click(await screen.findByRole('button', { name: 'Semana 1' }));
    const block = screen.getByRole('region', { name: 'Bloque A' });
    const rows = within(within(block).getAllByRole('table')[0]!).getAllByRole('row').slice(1).map((r) => r.textContent);
    expect(rows).toEqual(['11222,5 kg', '21021,25 kg']);
    expect(within(block).getByLabelText('22,5 kg')).toBeTruthy();
  }, 15_000);

  it('lists weeks as buttons; a week shows its day tabs with the first selected and the day blocks', async () => {
    const api = servePlan();
    renderApp('/planificaciones/7');
    expect(await screen.findByText('Cargando planificación...')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Semana 2' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Semana 1' }));
    expect(screen.queryByRole('button', { name: 'Semana 2' })).toBeNull();

    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['Día 1', 'Día 2']);
    expect(tabs[0]!.getAttribute('aria-selected')).toBe('true');
    const block = screen.getByRole('region', { name: 'Bloque A' });
    expect(within(block).getByText('Descanso: 90 s')).toBeTruthy();
    const rows = within(block).getAllByRole('row').slice(1).map((r) => r.textContent);
    expect(rows).toEqual(['11240 kg', '21045 kg']);
    const video = within(block).getByRole('link', { name: 'Ver video' });
    expect(video.getAttribute('href')).toBe('https://videos.example.com/sentadilla.mp4');
    expect(video.getAttribute('target')).toBe('_blank');

    fireEvent.click(screen.getByRole('tab', { name: 'Día 2' }));
    expect(screen.getByRole('region', { name: 'Bloque B' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Bloque A' })).toBeNull();
    expect(api.calls.filter((c) => c.path === '/api/planificaciones/7').map((c) => c.method)).toEqual(['GET']);
  });

  it('back goes from the week to the week list, then to /planificaciones', async () => {
    servePlan();
    const { router } = renderApp('/planificaciones/7');
    fireEvent.click(await screen.findByRole('button', { name: 'Semana 1' }));
    fireEvent.click(screen.getByRole('button', { name: 'Semanas' }));
    expect(screen.getByRole('button', { name: 'Semana 2' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Planificaciones' }));
    expect(await screen.findByRole('link', { name: 'Fuerza Inicial' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/planificaciones');
  });

  it('"Iniciar descanso" starts the app-wide rest timer in the top bar with the block rest', async () => {
    servePlan();
    renderApp('/planificaciones/7');
    fireEvent.click(await screen.findByRole('button', { name: 'Semana 1' }));
    expect(screen.queryByRole('timer')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Iniciar descanso' }));
    expect(screen.getByRole('timer').textContent).toContain('01:30');
  });

  it("shows an exercise's own rest and its button starts the timer with it; an exercise without one shows none", async () => {
    const plan = structuredClone(fuerzaInicial);
    plan.semanas[0]!.dias[0]!.bloques[0]!.ejercicios[0]!.descanso = 180;
    servePlan(() => json(200, plan));
    renderApp('/planificaciones/7');
    fireEvent.click(await screen.findByRole('button', { name: 'Semana 1' }));
    const squat = screen.getByRole('article', { name: /Sentadilla/ });
    expect(within(squat).getByText('Descanso: 180 s')).toBeTruthy();
    const plank = screen.getByRole('article', { name: /Plancha/ });
    expect(within(plank).queryByText(/Descanso/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Iniciar descanso de Plancha' })).toBeNull();
    fireEvent.click(within(squat).getByRole('button', { name: 'Iniciar descanso de Sentadilla' }));
    expect(screen.getByRole('timer').textContent).toContain('03:00');
  });

  it('says so when the plan does not exist', async () => {
    servePlan(() => problem(404, 'PLAN_NOT_FOUND', 'Planificacion no encontrada'));
    renderApp('/planificaciones/99');
    expect(await screen.findByText('No se encontró la planificación')).toBeTruthy();
  });

  it('shows the no-package screen when the server says the member has no package', async () => {
    servePlan(() => problem(409, 'NO_PACKAGE', 'No tienes paquete activo.'));
    renderApp('/planificaciones/7');
    expect(await screen.findByText('No tienes paquete contratado')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ver paquetes disponibles' }).getAttribute('href')).toBe('/paquetes');
  });
});
