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
  const decide = (id: number) => {
    pending = pending.filter((p) => p.id !== id);
    return json(200, pending);
  };
  return mockSignedInApi(adminUser, {
    'GET /api/pausas/pendientes': () => json(200, pending),
    'GET /api/pausas/ajustes': () => json(200, settings),
    'PUT /api/pausas/ajustes': (call) => ((settings = call.body as typeof settings), json(200, settings)),
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
