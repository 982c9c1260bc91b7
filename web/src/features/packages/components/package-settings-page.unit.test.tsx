// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminUser, json, problem } from '../../../testing/mock-api';
import { appTestLifecycle, renderSignedIn } from '../../../testing/signed-in';

const saved = { vigencia: 'mes', dias: null, inicio_a_mitad_de_mes: 'completo', alias: '', cbu: '', titular: '' };

appTestLifecycle();

describe('/admin/ajustes-paquetes', () => {
  it('saves N days of validity and the transfer details', async () => {
    const { api } = renderSignedIn('/admin/ajustes-paquetes', { user: adminUser, routes: {
      'GET /api/paquetes/settings': () => json(200, saved),
      'PUT /api/paquetes/settings': (call) => json(200, call.body as object),
    } });
    fireEvent.click(await screen.findByLabelText('Una cantidad de días desde que se activa'));
    fireEvent.change(screen.getByLabelText('Días de vigencia'), { target: { value: '30' } });
    fireEvent.change(screen.getByLabelText('Alias'), { target: { value: 'pulso.estudio' } });
    fireEvent.change(screen.getByLabelText('Titular'), { target: { value: 'Pulso Estudio SRL' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await screen.findByText('Ajustes guardados.');
    expect(api.calls.find((c) => c.method === 'PUT')?.body).toEqual({ ...saved, vigencia: 'dias', dias: 30, alias: 'pulso.estudio', titular: 'Pulso Estudio SRL' });
  });

  it('a calendar month may start a mid-month package next month', async () => {
    const { api } = renderSignedIn('/admin/ajustes-paquetes', { user: adminUser, routes: {
      'GET /api/paquetes/settings': () => json(200, saved),
      'PUT /api/paquetes/settings': () => json(200, { ...saved, inicio_a_mitad_de_mes: 'siguiente' }),
    } });
    expect(((await screen.findByLabelText(/Todos los créditos del mes/)) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByLabelText(/Empieza el mes siguiente/));
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    // The shell has a status of its own (the offline sync pill): look for the page's among them.
    await waitFor(() => expect(screen.getAllByRole('status').map((s) => s.textContent)).toContain('Ajustes guardados.'));
    expect(api.calls.find((c) => c.method === 'PUT')?.body).toMatchObject({ inicio_a_mitad_de_mes: 'siguiente' });
  });

  it('a calendar month may prorate a mid-month start; a refusal is shown in Spanish', async () => {
    const { api } = renderSignedIn('/admin/ajustes-paquetes', { user: adminUser, routes: {
      'GET /api/paquetes/settings': () => json(200, saved),
      'PUT /api/paquetes/settings': () => problem(400, 'INVALID_CBU', 'El CBU tiene que tener 22 dígitos.'),
    } });
    fireEvent.click(await screen.findByLabelText(/Créditos proporcionales/));
    fireEvent.change(screen.getByLabelText('CBU'), { target: { value: '123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect((await screen.findByRole('alert')).textContent).toBe('El CBU tiene que tener 22 dígitos.');
    await waitFor(() => expect(api.calls.find((c) => c.method === 'PUT')?.body).toMatchObject({ inicio_a_mitad_de_mes: 'prorrateo', dias: null, cbu: '123' }));
  });
});
