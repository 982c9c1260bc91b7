// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminUser, json } from '../../../testing/mock-api';
import { dispatchAppTopics, renderApp } from '../../../testing/render';
import { appTestLifecycle, mockSignedInApi } from '../../../testing/signed-in';

const beto = { id: 5, desde: '2026-12-10', hasta: '2026-12-23', dias: 14, estado: 'pendiente', motivo: null, clerkUserId: 'user_beto', nombre: 'Beto Alonso', pedida: '2026-11-16T13:32:00.000Z' };
const cami = { ...beto, id: 6, desde: '2026-11-20', hasta: '2026-11-22', dias: 3, clerkUserId: 'user_cami', nombre: 'Cami Ruiz' };

appTestLifecycle();

function studio() {
  let pending = [beto, cami];
  let settings = { pausas_por_anio: 2, dias_por_anio: 30, aprobacion: 'estudio' };
  const names: Record<number, string> = { 3: '8 clases', 4: 'Pase libre' };
  let limits: { paqueteId: number; nombre: string; pausas_por_anio: number; dias_por_anio: number }[] = [];
  const decide = (id: number) => {
    pending = pending.filter((p) => p.id !== id);
    return json(200, pending);
  };
  return mockSignedInApi(adminUser, {
    'GET /api/pausas/pendientes': () => json(200, pending),
    'GET /api/pausas/ajustes': () => json(200, settings),
    'PUT /api/pausas/ajustes': (call) => ((settings = call.body as typeof settings), json(200, settings)),
    'GET /api/paquetes/getPaquetes': () => json(200, [{ id: 3, nombre: '8 clases' }, { id: 4, nombre: 'Pase libre' }]),
    'GET /api/pausas/paquetes': () => json(200, limits),
    'PUT /api/pausas/paquetes': (call) => {
      const body = call.body as { paqueteId: number; pausas_por_anio: number; dias_por_anio: number };
      if (body.paqueteId === 3) return json(409, { code: 'PACKAGE_DELETED', detail: 'Ese paquete ya no está disponible.' });
      limits = [...limits.filter((l) => l.paqueteId !== body.paqueteId), { ...body, nombre: names[body.paqueteId]! }];
      return json(200, limits);
    },
    'DELETE /api/pausas/paquetes': (call) => ((limits = limits.filter((l) => l.paqueteId !== (call.body as { paqueteId: number }).paqueteId)), json(200, limits)),
    'POST /api/pausas/aprobar': (call) => decide((call.body as { pausaId: number }).pausaId),
    'POST /api/pausas/rechazar': (call) => decide((call.body as { pausaId: number }).pausaId),
  });
}

describe('/admin/pausas', () => {
  it('lists the pauses waiting with their days, approves one and rejects another with its required reason', async () => {
    const api = studio();
    renderApp('/admin/pausas');
    const first = await screen.findByRole('listitem', { name: 'Pausa de Beto Alonso' });
    expect(first.textContent).toContain('del 10/12 al 23/12 · 14 días');
    expect(first.textContent).toContain('Pedida el 16/11, 10:32');
    fireEvent.click(within(first).getByRole('button', { name: 'Aprobar' }));
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Pausa de Beto Alonso' })).toBeNull());
    expect(api.calls.find((c) => c.path === '/api/pausas/aprobar')?.body).toEqual({ clerkUserId: 'user_beto', pausaId: 5 });

    const second = screen.getByRole('listitem', { name: 'Pausa de Cami Ruiz' });
    fireEvent.click(within(second).getByRole('button', { name: 'Rechazar' }));
    const form = within(second).getByRole('form', { name: 'Rechazar la pausa de Cami Ruiz' });
    fireEvent.click(within(form).getByRole('button', { name: 'Rechazar la pausa' }));
    await within(form).findByText('Escribe el motivo.');
    expect(api.calls.some((c) => c.path === '/api/pausas/rechazar')).toBe(false);
    fireEvent.change(within(form).getByLabelText('Motivo (lo ve el socio)'), { target: { value: 'Ese mes no se pausa' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Rechazar la pausa' }));
    await screen.findByText('No hay pausas esperando tu respuesta.');
    expect(api.calls.find((c) => c.path === '/api/pausas/rechazar')?.body).toEqual({ clerkUserId: 'user_cami', pausaId: 6, motivo: 'Ese mes no se pausa' });
  });

  it('saves the studio’s limits and who approves', async () => {
    const api = studio();
    renderApp('/admin/pausas');
    const rules = await screen.findByRole('form', { name: 'Reglas de las pausas' });
    fireEvent.change(within(rules).getByLabelText('Pausas por año'), { target: { value: '3' } });
    fireEvent.change(within(rules).getByLabelText('Días de pausa por año'), { target: { value: '21' } });
    fireEvent.click(within(rules).getByLabelText('Se aprueban solas'));
    fireEvent.click(within(rules).getByRole('button', { name: 'Guardar' }));
    await within(rules).findByText('Ajustes guardados.');
    expect(api.calls.find((c) => c.method === 'PUT')?.body).toEqual({ pausas_por_anio: 3, dias_por_anio: 21, aprobacion: 'automatica' });
  });

  it('gives a package limits of its own, says a refusal in Spanish, and takes them off', async () => {
    const api = studio();
    renderApp('/admin/pausas');
    const form = await screen.findByRole('form', { name: 'Límites de un paquete' });
    await within(form).findByRole('option', { name: 'Pase libre' });
    fireEvent.click(within(form).getByRole('button', { name: 'Guardar límites' }));
    await within(form).findByText('Ese paquete ya no está disponible.');
    fireEvent.change(within(form).getByLabelText('Paquete'), { target: { value: '4' } });
    // The studio's rule is where a package's own starts.
    await waitFor(() => expect((within(form).getByLabelText('Pausas por año') as HTMLInputElement).value).toBe('2'));
    expect(within(form).queryByText('Ese paquete ya no está disponible.')).toBeNull();
    fireEvent.change(within(form).getByLabelText('Pausas por año'), { target: { value: '1' } });
    fireEvent.change(within(form).getByLabelText('Días de pausa por año'), { target: { value: '15' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Guardar límites' }));
    await within(form).findByText('Límites guardados.');
    expect(api.calls.filter((c) => c.path === '/api/pausas/paquetes' && c.method === 'PUT').at(-1)?.body).toEqual({ paqueteId: 4, pausas_por_anio: 1, dias_por_anio: 15 });
    const list = await screen.findByRole('list', { name: 'Paquetes con límites propios' });
    expect(list.textContent).toContain('Pase libre: una pausa y 15 días por año');
    fireEvent.click(within(list).getByRole('button', { name: 'Quitar los límites de Pase libre' }));
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Paquetes con límites propios' })).toBeNull());
    expect(api.calls.find((c) => c.method === 'DELETE')?.body).toEqual({ paqueteId: 4 });
  });

  it('refreshes the pauses waiting on admin:users, the rule on catalog, a member’s own pauses on user:<id>', async () => {
    studio();
    const { queryClient } = renderApp('/admin/pausas');
    await screen.findByRole('listitem', { name: 'Pausa de Beto Alonso' });
    await screen.findByRole('form', { name: 'Reglas de las pausas' });
    const updates = (key: readonly unknown[]) => queryClient.getQueryState(key)?.dataUpdateCount ?? 0;
    const [pending, rules, hers] = [['GET /api/pausas/pendientes'], ['GET /api/pausas/ajustes'], ['POST /api/pausas/estado', 'user_beto']];
    const before = { pending: updates(pending), rules: updates(rules) };
    await dispatchAppTopics(['admin:users'], queryClient);
    await waitFor(() => expect(updates(pending)).toBe(before.pending + 1));
    await dispatchAppTopics(['catalog'], queryClient);
    await waitFor(() => expect(updates(rules)).toBe(before.rules + 1));
    // Not on this screen: marked stale, read again when her card is.
    queryClient.setQueryData(hers, {});
    await dispatchAppTopics(['user:user_beto'], queryClient);
    expect(queryClient.getQueryState(hers)?.isInvalidated).toBe(true);
  });
});
