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

  it('offers Lunes to Sábado when adding', async () => {
    setup();
    await screen.findByRole('region', { name: 'Lunes' });
    const days = within(form().getByLabelText('Día')).getAllByRole('option').map((o) => o.textContent);
    expect(days).toEqual(['Elige un día', 'Lunes', 'Martes', 'Miércoles', 'Jueves', 'Viernes', 'Sábado']);
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

  it('closes a day from Feriados y cambios and says how many members were told', async () => {
    const { calls } = setup({ 'POST /api/horarios/closeDate': () => json(200, { reservas_canceladas: 2, en_espera_canceladas: 0 }) });
    fireEvent.click(await screen.findByRole('button', { name: 'Cerrar un día' }));
    const dialog = await screen.findByRole('form', { name: 'Cerrar un día' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cerrar el día' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Completa todos los campos.');
    fireEvent.change(within(dialog).getByLabelText('Fecha'), { target: { value: '2099-12-24' } });
    fireEvent.change(within(dialog).getByLabelText('Motivo (lo ven los socios)'), { target: { value: 'Nochebuena' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cerrar el día' }));
    expect((await screen.findByRole('status')).textContent).toBe('Listo: cancelamos 2 reservas. Avisamos a cada socio y les devolvimos el crédito.');
    expect(calls.find((c) => c.path === '/api/horarios/closeDate')?.body).toEqual({ fecha: '2099-12-24', motivo: 'Nochebuena' });
  });
});
