// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Medida, Progreso } from '../../../../../contract/progress';
import { json, mockApi, problem } from '../../../testing/mock-api';
import { appTestLifecycle, renderSignedIn } from '../../../testing/signed-in';

// Frozen at Monday 16 November 2026 (APP_TEST_NOW): the form's day is today.
appTestLifecycle();

const none = { peso: null, cintura: null, cadera: null, pecho: null, brazo: null, muslo: null, grasa: null };
const medida = (id: string, fecha: string, values: Partial<Medida>): Medida => ({ id, fecha, ...none, ...values });
const october = medida('m1', '2026-10-01', { peso: 74, cintura: 84 });
const november = medida('m2', '2026-11-09', { peso: 72.5, grasa: 22 });
const progreso: Progreso = { compartido: false, medidas: [october, november], fotos: [{ id: 'f1', fecha: '2026-11-09', pose: 'frente', url: '/api/progreso/fotos/f1' }] };

const text = (el: Element) => (el.textContent ?? '').replace(/\u00a0/g, ' ');

function openPage(routes: Parameters<typeof mockApi>[0] = {}) {
  return renderSignedIn('/progreso', { routes: { 'GET /api/progreso': () => json(200, progreso), ...routes } });
}

describe('/progreso, her measurements and photos', () => {
  it('lists her measurements newest first with es-AR dates and figures, one chart per quantity, and her photos', async () => {
    openPage();
    const list = await screen.findByRole('list', { name: 'Medidas registradas' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map(text)).toEqual(['09/11/2026Peso 72,5 kg · Grasa corporal 22 %', '01/10/2026Peso 74 kg · Cintura 84 cm']);
    const charts = screen.getAllByRole('img', { name: /a lo largo del tiempo$/ }).map((c) => c.getAttribute('aria-label'));
    expect(charts).toEqual(['Peso a lo largo del tiempo', 'Cintura a lo largo del tiempo', 'Grasa corporal a lo largo del tiempo']);
    expect(screen.getByRole('img', { name: 'Frente, 09/11/2026' }).getAttribute('src')).toBe('/api/progreso/fotos/f1');
    expect(screen.getByRole('switch', { name: 'Compartir con mis profesores' })).toHaveProperty('checked', false);
    expect(screen.getByText('Tus medidas y tus fotos son privadas: solo tú las ves hasta que actives esto.')).toBeTruthy();
  });

  it('posts only what she measured, as numbers, on today, and shows the list the server answers', async () => {
    const logged = medida('m3', '2026-11-16', { peso: 71.8, cintura: 83 });
    const { api } = openPage({ 'POST /api/progreso/medidas': () => json(200, { ...progreso, medidas: [...progreso.medidas, logged] }) });
    const form = await screen.findByRole('form', { name: 'Registrar medidas' });
    expect((within(form).getByLabelText('Fecha') as HTMLInputElement).value).toBe('2026-11-16');
    fireEvent.change(within(form).getByLabelText('Peso (kg)'), { target: { value: '71,8' } });
    fireEvent.change(within(form).getByLabelText('Cintura (cm)'), { target: { value: '83' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Guardar medidas' }));
    await within(form).findByText('Medidas guardadas.');
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({ fecha: '2026-11-16', peso: 71.8, cintura: 83 });
    expect(text(within(screen.getByRole('list', { name: 'Medidas registradas' })).getAllByRole('listitem')[0]!)).toBe('16/11/2026Peso 71,8 kg · Cintura 83 cm');
    expect((within(form).getByLabelText('Peso (kg)') as HTMLInputElement).value).toBe('');
  });

  it("says what is missing before sending, and shows the server's refusal as it words it", async () => {
    const { api } = openPage({ 'POST /api/progreso/medidas': () => problem(400, 'BODY_PROGRESS_DATE_AHEAD', 'Esa fecha todavía no llegó: elige hoy o un día anterior.') });
    const form = await screen.findByRole('form', { name: 'Registrar medidas' });
    fireEvent.click(within(form).getByRole('button', { name: 'Guardar medidas' }));
    await within(form).findByText('Escribe al menos una medida; las demás pueden quedar vacías.');
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);
    fireEvent.change(within(form).getByLabelText('Grasa corporal (%)'), { target: { value: '21,5' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Guardar medidas' }));
    await waitFor(() => expect(within(form).getByRole('alert').textContent).toBe('Esa fecha todavía no llegó: elige hoy o un día anterior.'));
  });

  it('puts compartido when she turns sharing on, and says her coaches see it', async () => {
    const { api } = openPage({ 'PUT /api/progreso/compartir': (call) => json(200, { ...progreso, ...(call.body as object) }) });
    fireEvent.click(await screen.findByRole('switch', { name: 'Compartir con mis profesores' }));
    await screen.findByText('Tus profesores ven tus medidas y tus fotos. Puedes dejar de compartirlas cuando quieras.');
    expect(api.calls.find((c) => c.method === 'PUT')?.body).toEqual({ compartido: true });
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Compartir con mis profesores' })).toHaveProperty('checked', true));
  });

  it('deletes a measurement only once she confirms', async () => {
    const { api } = openPage({ 'DELETE /api/progreso/medidas/m1': () => json(200, { ...progreso, medidas: [november] }) });
    fireEvent.click(await screen.findByRole('button', { name: 'Eliminar las medidas del 01/10/2026' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Eliminar estas medidas?' });
    expect(api.calls.some((c) => c.method === 'DELETE')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Medidas del 01/10/2026' })).toBeNull());
    expect(api.calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual(['/api/progreso/medidas/m1']);
  });

  it('uploads a photo as base64 with its pose and day', async () => {
    const uploaded = { id: 'f2', fecha: '2026-11-16', pose: 'perfil' as const, url: '/api/progreso/fotos/f2' };
    const { api } = openPage({ 'POST /api/progreso/fotos': () => json(200, { ...progreso, fotos: [...progreso.fotos, uploaded] }) });
    const form = await screen.findByRole('form', { name: 'Subir una foto' });
    fireEvent.change(within(form).getByLabelText('Pose'), { target: { value: 'perfil' } });
    const photo = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'perfil.jpg', { type: 'image/jpeg' });
    fireEvent.change(within(form).getByLabelText('Foto'), { target: { files: [photo] } });
    fireEvent.click(within(form).getByRole('button', { name: 'Subir foto' }));
    await within(form).findByText('Foto subida.');
    expect(api.calls.find((c) => c.path === '/api/progreso/fotos')?.body).toEqual({ fecha: '2026-11-16', pose: 'perfil', fileData: '/9j/' });
    expect(screen.getByRole('img', { name: 'Perfil, 16/11/2026' })).toBeTruthy();
  });
});
