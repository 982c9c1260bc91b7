// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bootRoutes, json, mockApi, problem } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/render';

const clase = { horario_id: 3, dia_semana: 'Martes', hora: '18:00', disciplina: 'Funcional', profesor: 'Leo', duracion_minutos: 60, cupo_maximo: 8 };
const schedule = {
  estudio: 'Estudio Luz',
  prueba_confirmacion: 'estudio',
  clases: [
    { ...clase, fecha: '2026-11-17', cupo_disponible: 2, cancelada: null },
    { ...clase, horario_id: 4, hora: '19:00', fecha: '2026-11-17', cupo_disponible: 0, cancelada: null },
    { ...clase, horario_id: 3, fecha: '2026-11-24', cupo_disponible: 8, cancelada: { causa: 'dia_cerrado', motivo: 'Feriado' } },
  ],
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('/horario', () => {
  it('shows the week to a visitor: places, a full class without a trial, a closed day and why', async () => {
    mockApi({ ...bootRoutes(null), 'GET /api/publico/horario': () => json(200, schedule) });
    renderApp('/horario');
    expect(await screen.findByRole('heading', { name: 'Estudio Luz' })).toBeTruthy();
    const tuesday = screen.getByRole('region', { name: 'martes 17 de noviembre' });
    expect(within(tuesday).getByText('Quedan 2 lugares')).toBeTruthy();
    expect(within(tuesday).getByText('Completa')).toBeTruthy();
    expect(within(tuesday).getAllByRole('button', { name: /Reservar clase de prueba/ })).toHaveLength(1);
    expect(screen.getByText('Estudio cerrado: Feriado')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Iniciar sesión' })).toBeTruthy();
  });

  it('leaves the sign-in links out when a website frames it', async () => {
    mockApi({ ...bootRoutes(null), 'GET /api/publico/horario': () => json(200, schedule) });
    renderApp('/horario?embed=1');
    await screen.findByRole('heading', { name: 'Estudio Luz' });
    expect(screen.queryByRole('link', { name: 'Iniciar sesión' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Agregar al calendario' })).toBeTruthy();
  });

  it('says the studio confirms before she sends, warns of a number that is not a mobile, and shows a refusal in Spanish', async () => {
    const { calls } = mockApi({
      ...bootRoutes(null),
      'GET /api/publico/horario': () => json(200, schedule),
      'POST /api/publico/clasePrueba': () => problem(409, 'TRIAL_ALREADY_TAKEN', 'Ya reservaste una clase de prueba con ese email o WhatsApp: la clase de prueba es una por persona.'),
    });
    renderApp('/horario');
    fireEvent.click(await screen.findByRole('button', { name: /Reservar clase de prueba: Funcional a las 18:00/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Reservar clase de prueba' });
    expect(within(dialog).getByText('El estudio confirma tu lugar y te avisa.')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Nombre y apellido'), { target: { value: 'Lucía' } });
    fireEvent.change(within(dialog).getByLabelText('WhatsApp'), { target: { value: '4555-1234' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reservar' }));
    expect(await within(dialog).findByText(/Escribe un celular de Argentina/)).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    fireEvent.change(within(dialog).getByLabelText('WhatsApp'), { target: { value: '11 5555-1234' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reservar' }));
    expect(await within(dialog).findByRole('alert')).toHaveProperty('textContent', 'Ya reservaste una clase de prueba con ese email o WhatsApp: la clase de prueba es una por persona.');
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ horario_id: 3, fecha: '2026-11-17', nombre: 'Lucía', telefono: '11 5555-1234' });
  });
});
