// @vitest-environment happy-dom
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Pizarra } from '../../../../../../contract/class-board';
import { json } from '../../../../testing/mock-api';
import { appTestLifecycle, renderSignedIn } from '../../../../testing/signed-in';
import { boardFixture } from '../testing/board-fixture';

const coach = { userId: 'user_sofia', firstName: 'Sofía', lastName: 'Ruiz', email: 'sofia@example.com', role: 'coach' };
const PATH = '/profesor/pizarra/3/2026-11-16';

appTestLifecycle();

const plan = {
  id: 7,
  nombre: 'Fuerza A',
  visible: 1,
  semanas: [{ id: 70, nombre: 'Semana 1', planificacion_id: 7, dias: [{ id: 11, nombre: 'Día 1', semana_id: 70, bloques: [] }, { id: 12, nombre: 'Día 2', semana_id: 70, bloques: [] }] }],
};

function openBoard(pizarra: Pizarra, routes: Record<string, () => Response> = {}) {
  return renderSignedIn(PATH, {
    user: coach,
    routes: {
      'GET /api/entrenamientos/pizarra': () => json(200, pizarra),
      'GET /api/planificaciones/getPlanificacionesList': () => json(200, [{ id: 7, nombre: 'Fuerza A', visible: 1, usuarios: 0, grupos: 1 }]),
      'GET /api/planificaciones/7': () => json(200, plan),
      ...routes,
    },
  });
}

const cell = (name: RegExp) => screen.getByRole('button', { name });

describe('/profesor/pizarra/:horarioId/:fecha, the class board', () => {
  it('shows the class full screen, block by block: each present member, her targets, her done sets and her records', async () => {
    const { api } = openBoard(boardFixture);
    await screen.findByRole('heading', { level: 1, name: 'Funcional · lunes 16/11 · 18:00' });
    expect(api.calls.find((c) => c.path === '/api/entrenamientos/pizarra')?.query).toEqual({ horario_id: '3', fecha: '2026-11-16' });
    expect(screen.getByText('Fuerza A · Semana 1 · Día 2')).toBeTruthy();
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.getByRole('link', { name: 'Salir de la pizarra' }).getAttribute('href')).toBe('/profesor');

    const final = screen.getByRole('region', { name: 'Final' });
    expect(within(final).getByText('EMOM 10 min')).toBeTruthy();
    const squat = within(screen.getByRole('region', { name: 'Fuerza' })).getByRole('table', { name: 'Sentadilla' });
    expect(within(squat).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Socio', 'Serie 1', 'Serie 2']);
    expect(within(squat).getAllByRole('rowheader').map((h) => h.textContent)).toEqual(['Ana Gómez', 'Bea Paz']);

    expect(cell(/^Ana Gómez, Sentadilla serie 1:/).textContent).toBe('62,5 kg × 8✓ 8 × 62,5 kg');
    expect(cell(/^Ana Gómez, Sentadilla serie 2:/).textContent).toBe('62,5 kg × 8RIR 2');
    expect(cell(/^Bea Paz, Sentadilla serie 1:/).textContent).toBe('40 kg × 10RPE 8✓ 10 × 42,5 kgRécord');
    expect(cell(/^Bea Paz, Sentadilla serie 1:/).getAttribute('aria-label')).toBe('Bea Paz, Sentadilla serie 1: objetivo 40 kg × 10, RPE 8; hecha: 10 × 42,5 kg, récord');
    expect(within(final).getAllByRole('button', { name: /Burpees serie 1/ }).map((b) => b.textContent)).toEqual(['× 12', '× 12']);
  });

  it('says who will appear when nobody is checked in yet', async () => {
    openBoard({ ...boardFixture, socios: [] });
    expect(await screen.findByText('Todavía no hay socios presentes. Se suman cuando les das el presente en la consola.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('asks for the plan day when none is chosen, and shows the day the coach picks', async () => {
    const { api } = openBoard({ ...boardFixture, dia: null }, { 'PUT /api/entrenamientos/pizarra/dia': () => json(200, boardFixture) });
    const picker = await screen.findByRole('form', { name: 'Elige el día que entrena la clase' });
    const show = within(picker).getByRole('button', { name: 'Mostrar en la pizarra' });
    expect((show as HTMLButtonElement).disabled).toBe(true);
    expect(within(picker).queryByRole('button', { name: 'Cancelar' })).toBeNull();

    await within(picker).findByRole('option', { name: 'Fuerza A' });
    fireEvent.change(within(picker).getByLabelText('Planificación'), { target: { value: '7' } });
    await within(picker).findByRole('option', { name: 'Semana 1 · Día 2' });
    fireEvent.change(within(picker).getByLabelText('Día'), { target: { value: '12' } });
    fireEvent.click(show);

    await screen.findByRole('table', { name: 'Sentadilla' });
    expect(api.calls.find((c) => c.method === 'PUT')?.body).toEqual({ horario_id: 3, fecha: '2026-11-16', planificacionId: 7, diaId: 12 });
    expect(screen.queryByRole('form', { name: 'Elige el día que entrena la clase' })).toBeNull();
  });

  it('changes the day shown from the one chosen, or keeps it', async () => {
    openBoard(boardFixture);
    fireEvent.click(await screen.findByRole('button', { name: 'Cambiar día' }));
    const picker = screen.getByRole('form', { name: 'Elige el día que entrena la clase' });
    await within(picker).findByRole('option', { name: 'Semana 1 · Día 2' });
    expect((within(picker).getByLabelText('Planificación') as HTMLSelectElement).value).toBe('7');
    expect((within(picker).getByLabelText('Día') as HTMLSelectElement).value).toBe('12');
    expect(screen.queryByRole('table')).toBeNull();
    fireEvent.click(within(picker).getByRole('button', { name: 'Cancelar' }));
    expect(screen.getByRole('table', { name: 'Sentadilla' })).toBeTruthy();
  });

  it("shows the server's Spanish detail when the class is not found", async () => {
    openBoard(boardFixture, { 'GET /api/entrenamientos/pizarra': () => json(404, { code: 'SLOT_NOT_FOUND', detail: 'No encontramos esa clase.' }) });
    expect((await screen.findByRole('alert')).textContent).toBe('No encontramos esa clase.');
    expect(screen.getByRole('link', { name: 'Salir de la pizarra' })).toBeTruthy();
  });

  it("another day's board shows its sets but takes no results, and says why", async () => {
    renderSignedIn('/profesor/pizarra/3/2026-11-09', {
      user: coach,
      routes: { 'GET /api/entrenamientos/pizarra': () => json(200, { ...boardFixture, clase: { ...boardFixture.clase, fecha: '2026-11-09' } }) },
    });
    await screen.findByText('Es la pizarra de otro día: los resultados se cargan el día de la clase.');
    const cells = screen.getAllByRole('button', { name: /^Ana Gómez, / });
    expect(cells.length).toBeGreaterThan(0);
    expect(cells.every((c) => (c as HTMLButtonElement).disabled)).toBe(true);
  });
});
