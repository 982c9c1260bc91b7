// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, memberUser } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/render';
import { appTestLifecycle, mockSignedInApi } from '../../../testing/signed-in';

appTestLifecycle();

const plan = { paquete_id: 3, nombre: '8 clases', precio_mensual: 2_800_000, desde: '2026-10-16', proximo_cobro: '2026-12-16', hasta: null, baja: null };
const account = (over: object) => ({ abono: plan, estado: 'al_dia', debe: 0, saldo_a_favor: 0, dias_vencido: 0, dias_mora: 0, reserva: 'permitida', meses: [], movimientos: [], informe: null, ...over });
const home = (cuenta: object) => mockSignedInApi(memberUser, {
  'POST /api/abonos/cuenta': () => json(200, cuenta),
  'POST /api/reservas/getReservasByIdUsr': () => json(200, []),
  'GET /api/noticias/getNoticias': () => json(200, []),
});

describe('her plan on her home', () => {
  it('says what she owes and since when, linking to her plan', async () => {
    home(account({ estado: 'en_mora', debe: 1_800_000, dias_vencido: 14 }));
    renderApp('/');
    const notice = await screen.findByRole('link', { name: /Mi abono/ });
    expect(notice.textContent?.replace(/\s/g, ' ')).toBe('Mi abonoDebes $ 18.000, vencido hace 14 días.En mora');
    expect(notice.getAttribute('href')).toBe('/paquetes');
  });
  it('says when the next fee is due when she owes nothing', async () => {
    home(account({}));
    renderApp('/');
    expect((await screen.findByRole('link', { name: /Mi abono/ })).textContent).toContain('No debes nada. Próxima cuota el miércoles 16 de diciembre.');
  });
  it('shows nothing without a plan', async () => {
    home(account({ abono: null }));
    renderApp('/');
    await screen.findByText('Mis Turnos');
    expect(screen.queryByRole('link', { name: /Mi abono/ })).toBeNull();
  });
});
