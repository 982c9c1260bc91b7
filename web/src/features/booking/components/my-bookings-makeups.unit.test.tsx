// @vitest-environment happy-dom
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json } from '../../../testing/mock-api';
import { appTestLifecycle, renderSignedIn } from '../../../testing/signed-in';

// At APP_TEST_NOW (Monday 16 November 2026, noon): Friday 20's class is a make-up, Wednesday 25's her turno fijo.
const withPackage = { paquete_id: 3, nombre: '8 clases', valido_hasta: '2026-12-01', creditos_restantes: 6, dias_restantes: 14, comprobante_url: null, solicitud: null };
const free = { gratis_hasta: '2026-11-19 18:00', devuelve_credito: true, tardias_sin_costo_restantes: null };
const booking = (id: number, fecha: string, extra: object) => ({ id, fecha, hora: '18:00', disciplina: 'Funcional', horario_id: id, clerk_user_id: 'user_ana', estado: 'reservado', posicion: null, lugar_ofrecido: false, cancelacion: free, ...extra });

appTestLifecycle();

describe('home: Mis Turnos with make-ups', () => {
  it('marks a make-up class as Recupero, and its cancel dialog says the right comes back, never the credit', async () => {
    renderSignedIn('/', {
      routes: {
        'POST /api/paquetes/getUserPackage': () => json(200, withPackage),
        'POST /api/reservas/getReservasByIdUsr': () => json(200, [booking(1, '2026-11-20', { es_recupero: true }), booking(2, '2026-11-25', { recupero_hasta: '2026-11-29' })]),
      },
    });
    const items = within(await screen.findByRole('list', { name: 'Próximos turnos' })).getAllByRole('listitem');
    expect(items.map((i) => within(i).queryByText('Recupero') !== null)).toEqual([true, false]);

    fireEvent.click(within(items[0]!).getByRole('button', { name: /^Cancelar turno viernes 20/ }));
    const ask = await screen.findByRole('dialog', { name: '¿Estás seguro de que quieres cancelar el turno?' });
    await within(ask).findByText('Es un recupero: si cancelas ahora, lo recuperas. Puedes cancelar sin perderlo hasta el jueves 19/11 a las 18:00.');
    expect(ask.textContent).not.toContain('crédito');
  });
});
