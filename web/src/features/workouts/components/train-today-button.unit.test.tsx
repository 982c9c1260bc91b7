import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json } from '../../../testing/mock-api';
import { appTestLifecycle, renderSignedIn } from '../../../testing/signed-in';

appTestLifecycle();

const plans = () => json(200, [{ id: 7, nombre: 'Fuerza' }, { id: 8, nombre: 'Movilidad' }]);
const today = (sesion_id: string | null) => () =>
  json(200, [{ planificacion_id: 7, planificacion: 'Fuerza', semana: 'Semana 2', dia_id: 31, dia: 'Día B', sesion_id }]);

describe('Entrenar hoy', () => {
  it('on the plan list, starts the plan\'s day for today in one tap and opens it', async () => {
    const { router, api } = renderSignedIn('/planificaciones', { routes: {
      'POST /api/planificaciones/getPlanificacionesSummaryByIdUsr': plans,
      'GET /api/entrenamientos/entrenarHoy': today(null),
      'POST /api/entrenamientos/iniciarSesion': (call) => json(200, { id: (call.body as { id: string }).id }),
    } });
    const start = await screen.findByRole('button', { name: /^Entrenar hoy/ });
    expect(start.textContent).toContain('Día B · Semana 2');
    // Only the plan with a day to train gets one.
    expect(screen.getAllByRole('button', { name: /^Entrenar hoy/ })).toHaveLength(1);

    fireEvent.click(start);
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/entrenamientos\/[0-9a-f-]{36}$/));
    const started = api.calls.find((c) => c.path === '/api/entrenamientos/iniciarSesion')!;
    expect(started.body).toMatchObject({ planificacionId: 7, diaId: 31 });
    expect(router.state.location.pathname).toBe(`/entrenamientos/${(started.body as { id: string }).id}`);
  });

  it('on home, continues the session of today\'s day still open', async () => {
    renderSignedIn('/', { routes: {
      'POST /api/planificaciones/getPlanificacionesSummaryByIdUsr': plans,
      'GET /api/entrenamientos/entrenarHoy': today('s-open'),
    } });
    const plansCard = await screen.findByRole('list', { name: 'Mis planificaciones' });
    const go = await within(plansCard).findByRole('link', { name: /^Continuar entrenamiento/ });
    expect(go.getAttribute('href')).toBe('/entrenamientos/s-open');
    expect(within(plansCard).getByRole('link', { name: 'Fuerza' }).getAttribute('href')).toBe('/planificaciones/7');
  });
});
