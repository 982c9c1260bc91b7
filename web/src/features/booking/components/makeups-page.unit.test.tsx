// @vitest-environment happy-dom
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminUser, json, problem } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/render';
import { appTestLifecycle, mockSignedInApi } from '../../../testing/signed-in';

appTestLifecycle();

function studio(put?: () => Response) {
  let settings = { activo: false, dias_validez: 30, tope_mensual: 2, recuperar_cierres: false };
  return mockSignedInApi(adminUser, {
    'GET /api/recuperos/ajustes': () => json(200, settings),
    'PUT /api/recuperos/ajustes': (call) => put?.() ?? ((settings = call.body as typeof settings), json(200, settings)),
  });
}

describe('/admin/recuperos', () => {
  it('explains the rule, turns make-ups on with their days, no monthly limit and closed days, and says it saved', async () => {
    const api = studio();
    renderApp('/admin/recuperos');
    const form = await screen.findByRole('form', { name: 'Reglas de los recuperos' });
    screen.getByText('Con recuperos, la clase de un turno fijo cancelada a tiempo no devuelve el crédito: deja un recupero.');
    fireEvent.click(within(form).getByLabelText('Activar recuperos'));
    fireEvent.change(within(form).getByLabelText('Días para usar un recupero'), { target: { value: '14' } });
    fireEvent.click(within(form).getByLabelText('Sin límite'));
    expect((within(form).getByLabelText('Recuperos por mes') as HTMLInputElement).disabled).toBe(true);
    fireEvent.click(within(form).getByLabelText('Las clases que cierra el estudio también se recuperan'));
    fireEvent.click(within(form).getByRole('button', { name: 'Guardar' }));
    await within(form).findByText('Ajustes guardados.');
    expect(api.calls.find((c) => c.method === 'PUT')?.body).toEqual({ activo: true, dias_validez: 14, tope_mensual: null, recuperar_cierres: true });
  });

  it("shows the server's Spanish detail when it refuses the rule", async () => {
    const detail = 'Indica cuántos días dura un recupero (1 a 90) y cuántos por mes (1 a 31, o sin límite).';
    studio(() => problem(400, 'INVALID_MAKEUP_SETTINGS', detail));
    renderApp('/admin/recuperos');
    const form = await screen.findByRole('form', { name: 'Reglas de los recuperos' });
    fireEvent.click(within(form).getByRole('button', { name: 'Guardar' }));
    await within(form).findByText(detail);
    expect(within(form).queryByText('Ajustes guardados.')).toBeNull();
  });
});
