// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockApi } from '../../../testing/mock-api';
import { renderWithProviders } from '../../../testing/render';
import { appTestLifecycle } from '../../../testing/signed-in';
import { SchedulesAdminPage } from './schedules-admin-page';

// Monday 16 November 2026, noon: a Tuesday 23:30 Yoga class and a one-off Funcional on Tuesday 1 December.
appTestLifecycle();

const yoga = { id: 4, dia_semana: 'Martes', hora: '23:30', disciplina_id: 2, disciplina: 'Yoga', cupo_maximo: 8, cupo_disponible: 8, fecha: null };
const unica = { id: 9, dia_semana: 'Martes', hora: '16:30', disciplina_id: 1, disciplina: 'Funcional', cupo_maximo: 10, cupo_disponible: 10, duracion_minutos: 60, fecha: '2026-12-01' };
type Cancelled = { horario_id: number; fecha: string; hora: string; disciplina: string; motivo: string; causa: string; movida_a: null };

function setup(opts: { cancelled?: Cancelled[]; booked?: string[]; extra?: Parameters<typeof mockApi>[0] } = {}) {
  const api = mockApi({
    'GET /api/horarios/getHorarios': () => json(200, [yoga, unica]),
    'GET /api/disciplinas/getDisciplinas': () => json(200, [{ id: 1, nombre: 'Funcional' }, { id: 2, nombre: 'Yoga' }]),
    'GET /api/horarios/profesores': () => json(200, []),
    'GET /api/horarios/excepciones': () => json(200, { dias_cerrados: [], clases_canceladas: opts.cancelled ?? [] }),
    'POST /api/reservas/ocupacion': () => json(200, { roster: (opts.booked ?? []).map((nombre, i) => ({ id: i + 1, clerk_user_id: `u${i}`, nombre, booked_at: '2026-11-10T12:00:00.000Z' })), history: [] }),
    'POST /api/reservas/listaDeEspera': () => json(200, []),
    ...opts.extra,
  });
  renderWithProviders(<SchedulesAdminPage />);
  return api;
}

const card = async () => within(await screen.findByRole('region', { name: 'Feriados y cambios' }));
const radios = (form: HTMLElement) => within(form).getAllByRole('radio').map((r) => r.closest('label')!.textContent);

describe('Feriados y cambios: cancelling, moving and removing classes', () => {
  it('a weekly class is cancelled on a date tapped from its next ones, never a typed date', async () => {
    const { calls } = setup({
      cancelled: [{ horario_id: 4, fecha: '2026-11-24', hora: '23:30', disciplina: 'Yoga', motivo: 'Obra', causa: 'clase_cancelada', movida_a: null }],
      booked: ['Ana Gómez'],
      extra: { 'POST /api/horarios/cancelOccurrence': () => json(200, { reservas_canceladas: 1, en_espera_canceladas: 0 }) },
    });
    fireEvent.click((await card()).getByRole('button', { name: 'Cancelar una clase' }));
    const form = await screen.findByRole('form', { name: 'Cancelar una clase' });
    expect(within(form).queryByLabelText('Fecha')).toBeNull();
    expect(within(form).getByText('Elige primero la clase.')).toBeTruthy();
    fireEvent.change(within(form).getByLabelText('Clase'), { target: { value: '4' } });
    expect(within(form).getByText('Los martes a las 23:30.')).toBeTruthy();
    expect(radios(form)).toEqual(['17/11', '24/11cancelada', '01/12', '08/12', '15/12', '22/12', '29/12', '05/01']);
    expect((within(form).getByRole('radio', { name: '24/11 cancelada' }) as HTMLInputElement).disabled).toBe(true);
    fireEvent.click(within(form).getByRole('button', { name: 'Ver más fechas' }));
    expect(radios(form)).toHaveLength(16);
    fireEvent.click(within(form).getByRole('radio', { name: '17/11' }));
    fireEvent.change(within(form).getByLabelText('Motivo (lo ven los socios)'), { target: { value: 'Lluvia' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Cancelar la clase' }));
    const confirm = await screen.findByRole('dialog', { name: '¿Estás seguro?' });
    expect(confirm.textContent).toContain('Cancelas la clase de Yoga del martes 17 de noviembre a las 23:30.');
    await within(confirm).findByText('Hay 1 socio anotado: Ana Gómez. Le avisamos y le devolvemos el crédito.');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Sí, cancelar la clase' }));
    expect((await screen.findByRole('status')).textContent).toBe('Listo: cancelamos 1 reserva. Avisamos a cada socio y les devolvimos el crédito.');
    expect(calls.find((c) => c.path === '/api/horarios/cancelOccurrence')?.body).toEqual({ horario_id: 4, fecha: '2026-11-17', motivo: 'Lluvia' });
  });

  it('a one-off class is cancelled from its own row, on its own date', async () => {
    const { calls } = setup({ extra: { 'POST /api/horarios/cancelOccurrence': () => json(200, { reservas_canceladas: 0, en_espera_canceladas: 0 }) } });
    fireEvent.click((await card()).getByRole('button', { name: 'Cancelar la clase única del 01/12 16:30' }));
    const form = await screen.findByRole('form', { name: 'Cancelar una clase' });
    expect((within(form).getByLabelText('Clase') as HTMLSelectElement).value).toBe('9');
    expect(within(form).getByText('Es una clase única: solo el 01/12.')).toBeTruthy();
    expect((within(form).getByRole('radio', { name: '01/12' }) as HTMLInputElement).checked).toBe(true);
    expect(within(form).queryByRole('button', { name: 'Ver más fechas' })).toBeNull();
    fireEvent.change(within(form).getByLabelText('Motivo (lo ven los socios)'), { target: { value: 'Sin profe' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Cancelar la clase' }));
    const confirm = await screen.findByRole('dialog', { name: '¿Estás seguro?' });
    await within(confirm).findByText('No hay socios anotados.');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Sí, cancelar la clase' }));
    await screen.findByText('Listo. No había socios anotados.');
    expect(calls.find((c) => c.path === '/api/horarios/cancelOccurrence')?.body).toEqual({ horario_id: 9, fecha: '2026-12-01', motivo: 'Sin profe' });
  });

  it('a one-off class is moved from its own row; the confirmation says the bookings follow it', async () => {
    const { calls } = setup({
      booked: ['Lucía Fernández'],
      extra: { 'POST /api/horarios/moveOccurrence': () => json(200, { id: 15, reservas_canceladas: 0, en_espera_canceladas: 0, reservas_movidas: 1, en_espera_movidas: 0 }) },
    });
    fireEvent.click((await card()).getByRole('button', { name: 'Mover la clase única del 01/12 16:30' }));
    const form = await screen.findByRole('form', { name: 'Mover una clase' });
    fireEvent.change(within(form).getByLabelText('Nueva fecha'), { target: { value: '2026-12-02' } });
    fireEvent.change(within(form).getByLabelText('Nueva hora'), { target: { value: '18:00' } });
    fireEvent.change(within(form).getByLabelText('Motivo (lo ven los socios)'), { target: { value: 'Sala ocupada' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Mover la clase' }));
    const confirm = await screen.findByRole('dialog', { name: '¿Estás seguro?' });
    expect(confirm.textContent).toContain('Mueves la clase de Funcional del martes 1 de diciembre a las 16:30 al miércoles 2 de diciembre a las 18:00.');
    await within(confirm).findByText(/^Hay 1 socio anotado: Lucía Fernández\. Su reserva pasa a la nueva hora/);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Sí, mover la clase' }));
    await screen.findByText('Listo: pasamos 1 reserva a la nueva clase y avisamos a cada socio.');
    expect(calls.find((c) => c.path === '/api/horarios/moveOccurrence')?.body).toEqual({ horario_id: 9, fecha: '2026-12-01', nueva_fecha: '2026-12-02', nueva_hora: '18:00', motivo: 'Sala ocupada' });
  });

  it('removing a one-off class asks first, naming who is booked, and says what it did', async () => {
    const { calls } = setup({ booked: ['Lucía Fernández'], extra: { 'POST /api/horarios/deleteHorario': () => json(200, { id: 9 }) } });
    fireEvent.click((await card()).getByRole('button', { name: 'Eliminar la clase única del 01/12 16:30' }));
    const confirm = await screen.findByRole('dialog', { name: '¿Estás seguro?' });
    expect(confirm.textContent).toContain('Quitas de la agenda la clase única de Funcional del martes 1 de diciembre a las 16:30. Esta acción no se puede deshacer.');
    await within(confirm).findByText('Hay 1 socio anotado: Lucía Fernández. Le avisamos y le devolvemos el crédito.');
    expect(calls.some((c) => c.path === '/api/horarios/deleteHorario')).toBe(false);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Sí, eliminar la clase' }));
    expect((await screen.findByRole('status')).textContent).toBe('Listo: quitamos la clase de la agenda. Cancelamos 1 reserva. Avisamos a cada socio y les devolvimos el crédito.');
    expect(calls.find((c) => c.path === '/api/horarios/deleteHorario')?.body).toMatchObject({ id: 9 });
  });

  it('going back from removing closes it without sending', async () => {
    const { calls } = setup();
    fireEvent.click((await card()).getByRole('button', { name: 'Eliminar la clase única del 01/12 16:30' }));
    const confirm = await screen.findByRole('dialog', { name: '¿Estás seguro?' });
    await within(confirm).findByText('No hay socios anotados.');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Volver' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.some((c) => c.path === '/api/horarios/deleteHorario')).toBe(false);
  });

  it('a cancelled one-off class shows once, as cancelled, with Restaurar', async () => {
    setup({ cancelled: [{ horario_id: 9, fecha: '2026-12-01', hora: '16:30', disciplina: 'Funcional', motivo: 'Sin profe', causa: 'clase_cancelada', movida_a: null }] });
    const list = within((await card()).getByRole('list', { name: 'Próximos cambios' }));
    await list.findByText('01/12 16:30 · Funcional · cancelada');
    expect(list.queryByText(/clase única/)).toBeNull();
    expect(list.getByRole('button', { name: 'Restaurar 01/12 16:30' })).toBeTruthy();
  });
});
