// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockApi, problem } from '../../../testing/mock-api';
import { renderWithProviders } from '../../../testing/render';
import { SchedulesAdminPage } from './schedules-admin-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const horarios = [
  { id: 7, dia_semana: 'Lunes', hora: '18:00', disciplina_id: 1, disciplina: 'Funcional', cupo_maximo: 12, cupo_disponible: 12 },
  { id: 9, dia_semana: 'Domingo', hora: '10:00', disciplina_id: 2, disciplina: 'Yoga', cupo_maximo: 8, cupo_disponible: 8 },
];
const disciplinas = [{ id: 1, nombre: 'Funcional' }, { id: 2, nombre: 'Yoga' }];

function setup(extra: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({
    'GET /api/horarios/getHorarios': () => json(200, horarios),
    'GET /api/disciplinas/getDisciplinas': () => json(200, disciplinas),
    'GET /api/horarios/profesores': () => json(200, [{ id: 'u-carla', nombre: 'Carla Dueña' }]),
    'GET /api/horarios/excepciones': () => json(200, { dias_cerrados: [], clases_canceladas: [] }),
    ...extra,
  });
  renderWithProviders(<SchedulesAdminPage />);
  return api;
}

const form = () => within(screen.getByRole('form', { name: 'Agregar horario' }));
const fill = (label: string, value: string) => fireEvent.change(form().getByLabelText(label), { target: { value } });

describe('Crear horarios', () => {
  it('groups slots by weekday, Lunes first and Domingo only when it has classes', async () => {
    setup();
    const lunes = await screen.findByRole('region', { name: 'Lunes' });
    expect(within(lunes).getByText('Funcional')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Domingo' })).getByText('Yoga')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Martes' })).getByText('Sin clases')).toBeTruthy();
  });

  it('offers every day, Lunes to Domingo, when adding', async () => {
    setup();
    await screen.findByRole('region', { name: 'Lunes' });
    const days = within(form().getByLabelText('Día')).getAllByRole('option').map((o) => o.textContent);
    expect(days).toEqual(['Elige un día', 'Lunes', 'Martes', 'Miércoles', 'Jueves', 'Viernes', 'Sábado', 'Domingo']);
  });

  it('says "Todos los campos son obligatorios" and sends nothing while a field is empty', async () => {
    const { calls } = setup();
    await screen.findByRole('option', { name: 'Yoga' });
    fill('Día', 'Martes');
    fill('Hora', '07:00');
    fill('Disciplina', '2');
    fireEvent.click(form().getByRole('button', { name: 'Agregar horario' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Todos los campos son obligatorios');
    expect(calls.some((c) => c.path === '/api/horarios/addHorario')).toBe(false);
  });

  it('refuses a cupo of 0 before sending', async () => {
    const { calls } = setup();
    await screen.findByRole('option', { name: 'Yoga' });
    fill('Día', 'Martes');
    fill('Hora', '07:00');
    fill('Disciplina', '2');
    fill('Cupo máximo', '0');
    fireEvent.click(form().getByRole('button', { name: 'Agregar horario' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/cupo máximo/i);
    expect(calls.some((c) => c.path === '/api/horarios/addHorario')).toBe(false);
  });

  it('sends numbers with id 0, then clears the form', async () => {
    const { calls } = setup({ 'POST /api/horarios/addHorario': () => json(201, { id: 12 }) });
    await screen.findByRole('option', { name: 'Yoga' });
    fill('Día', 'Sábado');
    fill('Hora', '09:30');
    fill('Disciplina', '2');
    fill('Cupo máximo', '10');
    fireEvent.click(form().getByRole('button', { name: 'Agregar horario' }));
    await waitFor(() => expect(calls.find((c) => c.path === '/api/horarios/addHorario')?.body).toEqual({ id: 0, dia_semana: 'Sábado', hora: '09:30', disciplina_id: 2, cupo_maximo: 10, instructor_id: null, duracion_minutos: 60 }));
    await waitFor(() => expect((form().getByLabelText('Cupo máximo') as HTMLInputElement).value).toBe(''));
  });

  it("shows the server's Spanish detail when it refuses", async () => {
    setup({ 'POST /api/horarios/addHorario': () => problem(400, 'UNKNOWN_DISCIPLINE', 'La disciplina elegida no existe.') });
    await screen.findByRole('option', { name: 'Yoga' });
    fill('Día', 'Lunes');
    fill('Hora', '08:00');
    fill('Disciplina', '1');
    fill('Cupo máximo', '8');
    fireEvent.click(form().getByRole('button', { name: 'Agregar horario' }));
    expect((await screen.findByRole('alert')).textContent).toBe('La disciplina elegida no existe.');
  });

  it('asks "¿Estás seguro?" before deleting, and sends the whole horario', async () => {
    const { calls } = setup({ 'POST /api/horarios/deleteHorario': () => json(200, { id: 7 }) });
    await screen.findByRole('region', { name: 'Lunes' });
    fireEvent.click(screen.getByRole('button', { name: 'Eliminar' }));
    fireEvent.click(screen.getByRole('button', { name: 'Eliminar Lunes 18:00 Funcional' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Estás seguro?' });
    expect(calls.some((c) => c.path === '/api/horarios/deleteHorario')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    await waitFor(() => expect(calls.find((c) => c.path === '/api/horarios/deleteHorario')?.body).toEqual(horarios[0]));
  });

  it('closes a day from Feriados y cambios: asks first, naming who is booked that day, then says how many were told', async () => {
    const { calls } = setup({
      'POST /api/horarios/closeDate': () => json(200, { reservas_canceladas: 2, en_espera_canceladas: 0 }),
      'POST /api/reservas/ocupacion': () => json(200, { roster: [roster('Ana Gómez'), roster('Bea Sosa')], history: [] }),
      'POST /api/reservas/listaDeEspera': () => json(200, []),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Cerrar un día' }));
    const dialog = await screen.findByRole('form', { name: 'Cerrar un día' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cerrar el día' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Completa todos los campos.');
    fireEvent.change(within(dialog).getByLabelText('Fecha'), { target: { value: '2099-12-21' } });
    fireEvent.change(within(dialog).getByLabelText('Motivo (lo ven los socios)'), { target: { value: 'Feriado' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cerrar el día' }));
    const confirm = await screen.findByRole('dialog', { name: '¿Estás seguro?' });
    expect(confirm.textContent).toContain('Cierras el estudio el lunes 21 de diciembre: se cancela la clase de ese día.');
    await within(confirm).findByText('Hay 2 socios anotados: Ana Gómez y Bea Sosa. Les avisamos y les devolvemos el crédito.');
    expect(calls.find((c) => c.path === '/api/reservas/ocupacion')?.body).toEqual({ horario_id: 7, fecha: '2099-12-21' });
    expect(calls.some((c) => c.path === '/api/horarios/closeDate')).toBe(false);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Sí, cerrar el día' }));
    expect((await screen.findByRole('status')).textContent).toBe('Listo: cancelamos 2 reservas. Avisamos a cada socio y les devolvimos el crédito.');
    expect(calls.find((c) => c.path === '/api/horarios/closeDate')?.body).toEqual({ fecha: '2099-12-21', motivo: 'Feriado' });
  });

  it('closes a day giving it back to every member when asked: the confirmation says so and the request carries it', async () => {
    const { calls } = setup({
      'POST /api/horarios/closeDate': () => json(200, { reservas_canceladas: 0, en_espera_canceladas: 0 }),
      'POST /api/reservas/ocupacion': () => json(200, { roster: [], history: [] }),
      'POST /api/reservas/listaDeEspera': () => json(200, []),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Cerrar un día' }));
    const dialog = await screen.findByRole('form', { name: 'Cerrar un día' });
    const giveBack = within(dialog).getByRole('checkbox', { name: 'Correr un día los vencimientos de los socios' }) as HTMLInputElement;
    expect(giveBack.checked).toBe(false);
    fireEvent.change(within(dialog).getByLabelText('Fecha'), { target: { value: '2099-12-21' } });
    fireEvent.change(within(dialog).getByLabelText('Motivo (lo ven los socios)'), { target: { value: 'Feriado' } });
    fireEvent.click(giveBack);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cerrar el día' }));
    const confirm = await screen.findByRole('dialog', { name: '¿Estás seguro?' });
    expect(confirm.textContent).toContain('de ese día. Los paquetes y abonos de los socios duran un día más.');
    fireEvent.click(await within(confirm).findByRole('button', { name: 'Sí, cerrar el día' }));
    await waitFor(() => expect(calls.find((c) => c.path === '/api/horarios/closeDate')?.body).toEqual({ fecha: '2099-12-21', motivo: 'Feriado', correr_vencimientos: true }));
  });

  it('after adding a slot, says so and marks it in its day', async () => {
    let list = horarios;
    setup({
      'GET /api/horarios/getHorarios': () => json(200, list),
      'POST /api/horarios/addHorario': () => {
        list = [...horarios, { id: 12, dia_semana: 'Sábado', hora: '09:30', disciplina_id: 2, disciplina: 'Yoga', cupo_maximo: 10, cupo_disponible: 10 }];
        return json(201, { id: 12 });
      },
    });
    await screen.findByRole('option', { name: 'Yoga' });
    fill('Día', 'Sábado');
    fill('Hora', '09:30');
    fill('Disciplina', '2');
    fill('Cupo máximo', '10');
    fireEvent.click(form().getByRole('button', { name: 'Agregar horario' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Horario agregado: sábado 09:30 · Yoga.'));
    const sabado = screen.getByRole('region', { name: 'Sábado' });
    const slot = within(sabado).getByText('Agregado').closest('li')!;
    expect(slot.textContent).toContain('09:30');
    await waitFor(() => expect(document.activeElement).toBe(slot));
  });

  it('after editing a slot, says so and marks it', async () => {
    setup({ 'POST /api/horarios/updateHorario': () => json(200, { ...horarios[0], hora: '19:00' }) });
    await screen.findByRole('region', { name: 'Lunes' });
    fireEvent.click(screen.getByRole('button', { name: 'Editar' }));
    fireEvent.click(screen.getByRole('button', { name: 'Editar Lunes 18:00 Funcional' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar horario' });
    await within(dialog).findByRole('option', { name: 'Funcional' });
    fireEvent.change(within(dialog).getByLabelText('Hora'), { target: { value: '19:00' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Cambios guardados: lunes 19:00 · Funcional.'));
    expect(within(screen.getByRole('region', { name: 'Lunes' })).getByText('Guardado')).toBeTruthy();
  });
});

function roster(nombre: string) {
  return { id: nombre.length, clerk_user_id: `u-${nombre}`, nombre, booked_at: '2099-12-01T12:00:00.000Z' };
}
