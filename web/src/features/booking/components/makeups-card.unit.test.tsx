// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, memberUser } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/render';
import { appTestLifecycle, mockSignedInApi } from '../../../testing/signed-in';

// At APP_TEST_NOW (Monday 16 November 2026) Ana holds "8 clases"; the studio's pauses are off.
const held = { paquete_id: 3, nombre: '8 clases', valido_hasta: '2026-12-01', creditos_restantes: 6, comprobante_url: null, comprobante_tipo: null, dias_restantes: 14, solicitud: null };
const ajustes = { activo: true, dias_validez: 14, tope_mensual: 2, recuperar_cierres: false };
const right = { id: 4, fecha: '2026-11-18', hora: '18:00', disciplina_id: 1, disciplina: 'Funcional', motivo: 'cancel', vence: '2026-11-29' };

appTestLifecycle();

function studio(makeups: object) {
  return mockSignedInApi(memberUser, {
    'GET /api/paquetes/getPaquetes': () => json(200, []),
    'POST /api/paquetes/getUserPackage': () => json(200, held),
    'POST /api/paquetes/getCreditHistory': () => json(200, []),
    'POST /api/abonos/cuenta': () => json(200, { abono: null, estado: 'al_dia', debe: 0, meses: [] }),
    'POST /api/pausas/estado': () => json(200, { ajustes: { pausas_por_anio: 0, dias_por_anio: 0, aprobacion: 'estudio' }, usadas: { pausas: 0, dias: 0 }, pausas: [] }),
    'POST /api/recuperos/estado': () => json(200, makeups),
  });
}

describe('her make-up rights on /paquetes', () => {
  it('lists each right with its class and last day, the month against the cap, and leads to the agenda', async () => {
    const api = studio({ ajustes, disponibles: [right], usados_mes: 1 });
    renderApp('/paquetes');
    const card = await screen.findByRole('region', { name: 'Recuperos disponibles' });
    await within(card).findByText('Clase del miércoles 18/11 · Funcional — vence el 29/11');
    within(card).getByText('Usaste 1 de 2 recuperos este mes');
    within(card).getByText('Si cancelas a tiempo una clase de tu turno fijo, te queda un recupero por 14 días', { exact: false });
    expect(within(card).getByRole('link', { name: 'Recuperar una clase' }).getAttribute('href')).toBe('/turnos');
    expect(api.calls.find((c) => c.path === '/api/recuperos/estado')?.body).toEqual({ clerkUserId: 'user_ana' });
  });

  it('says she has none to use, and no month line without a cap', async () => {
    studio({ ajustes: { ...ajustes, tope_mensual: null }, disponibles: [], usados_mes: 0 });
    renderApp('/paquetes');
    const card = await screen.findByRole('region', { name: 'Recuperos disponibles' });
    await within(card).findByText('No tienes recuperos para usar.');
    expect(within(card).queryByText(/Usaste/)).toBeNull();
    expect(within(card).queryByRole('link', { name: 'Recuperar una clase' })).toBeNull();
  });

  it('stays out of the way where the studio offers no make-ups and she holds none', async () => {
    studio({ ajustes: { ...ajustes, activo: false }, disponibles: [], usados_mes: 0 });
    renderApp('/paquetes');
    await screen.findByRole('region', { name: 'Mi paquete' });
    await screen.findByRole('heading', { name: 'Paquetes disponibles' });
    expect(screen.queryByRole('region', { name: 'Recuperos disponibles' })).toBeNull();
  });
});
