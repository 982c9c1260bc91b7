// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, memberUser, problem } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/render';
import { appTestLifecycle, mockSignedInApi } from '../../../testing/signed-in';
import type { AgendaOccurrence } from '../api/get-agenda';

// At APP_TEST_NOW (Monday 16 November 2026, noon) Ana cancelled Wednesday 18's turno fijo class in time: she holds a
// Funcional make-up until Sunday 29. Friday 20's Funcional has places.
const friday: AgendaOccurrence = { horario_id: 9, fecha: '2026-11-20', dia_semana: 'Viernes', hora: '18:00', disciplina_id: 1, disciplina: 'Funcional', cupo_maximo: 10, cupo_disponible: 4, reserva_id: null };
const right = { id: 4, fecha: '2026-11-18', hora: '18:00', disciplina_id: 1, disciplina: 'Funcional', motivo: 'cancel', vence: '2026-11-29' };
const makeups = { ajustes: { activo: true, dias_validez: 14, tope_mensual: 2, recuperar_cierres: false }, disponibles: [right], usados_mes: 0 };
const pkg = (creditos_restantes: number) => ({ paquete_id: 3, nombre: '8 clases', valido_hasta: '2026-12-01', creditos_restantes, dias_restantes: 14, comprobante_url: null, solicitud: null });

appTestLifecycle();

function studio({ credits = 0, reservar = () => json(201, { id: 77 }), agenda = [friday], turnos = [] as object[] } = {}) {
  return mockSignedInApi(memberUser, {
    'POST /api/paquetes/getUserPackage': () => json(200, pkg(credits)),
    'GET /api/horarios/getCuposDisponibles': () => json(200, agenda),
    'POST /api/reservas/getReservasByIdUsr': () => json(200, turnos),
    'POST /api/recuperos/estado': () => json(200, makeups),
    'POST /api/recuperos/reservar': reservar,
  });
}

const openFriday = async () => {
  fireEvent.click(within(await screen.findByRole('region', { name: 'Viernes 20 de noviembre' })).getByRole('button', { name: /^18:00 Funcional/ }));
  return screen.findByRole('dialog', { name: 'Reservar turno' });
};

describe('/turnos with a make-up right', () => {
  it('without credits, offers the class her right pays and books it with the make-up alone', async () => {
    const api = studio();
    renderApp('/turnos');
    await screen.findByText('Tienes un recupero: elige una clase de Funcional hasta el 29/11 y toca «Usar un recupero».');
    const dialog = await openFriday();
    within(dialog).getByText('Usas tu recupero de la clase del miércoles 18/11 (vence el 29/11): no se descuenta ningún crédito.');
    expect(within(dialog).getAllByRole('button').map((b) => b.textContent)).toEqual(['Cancelar', 'Usar un recupero']);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Usar un recupero' }));
    const done = await screen.findByRole('dialog', { name: 'Reserva Confirmada' });
    within(done).getByText('Usaste un recupero: no se descontó ningún crédito.');
    expect(api.calls.find((c) => c.path === '/api/recuperos/reservar')?.body).toEqual({ horario_id: 9, fecha: '2026-11-20' });
    expect(api.calls.some((c) => c.path === '/api/reservas/addReserva')).toBe(false);
  });

  it('with credits, offers the make-up beside the credit booking', async () => {
    studio({ credits: 5 });
    renderApp('/turnos');
    await screen.findByRole('note', { name: 'Tus recuperos' });
    const dialog = await openFriday();
    within(dialog).getByText('Puedes pagarla con un crédito de tu paquete o con tu recupero de la clase del miércoles 18/11 (vence el 29/11).');
    expect(within(dialog).getAllByRole('button').map((b) => b.textContent)).toEqual(['Cancelar', 'Usar un recupero', 'Reservar']);
  });

  it("says the server's Spanish detail when it refuses the make-up", async () => {
    const detail = 'Esa clase no tiene lugar para recuperos: los lugares de los turnos fijos quedan para sus socios.';
    studio({ reservar: () => problem(409, 'MAKEUP_NO_FREE_PLACE', detail) });
    renderApp('/turnos');
    await screen.findByRole('note', { name: 'Tus recuperos' });
    fireEvent.click(within(await openFriday()).getByRole('button', { name: 'Usar un recupero' }));
    const failed = await screen.findByRole('dialog', { name: 'No se pudo reservar' });
    expect(within(failed).getByText(detail).textContent).toBe(detail);
  });

  it('the cancel dialog says first that her turno fijo leaves a make-up, not the credit', async () => {
    const booked = { ...friday, horario_id: 2, fecha: '2026-11-18', dia_semana: 'Miércoles', reserva_id: 90 };
    const turno = { id: 90, fecha: '2026-11-18', horario_id: 2, clerk_user_id: 'user_ana', hora: '18:00', disciplina: 'Funcional', estado: 'reservado', posicion: null, lugar_ofrecido: false, cancelacion: { gratis_hasta: null, devuelve_credito: true, tardias_sin_costo_restantes: null }, recupero_hasta: '2026-11-29' };
    studio({ credits: 5, agenda: [booked], turnos: [turno] });
    renderApp('/turnos');
    fireEvent.click(within(await screen.findByRole('region', { name: 'Miércoles 18 de noviembre' })).getByRole('button', { name: /^18:00 Funcional, reservado/ }));
    const ask = await screen.findByRole('dialog', { name: '¿Estás seguro de que quieres cancelar el turno?' });
    await within(ask).findByText('Es tu turno fijo: al cancelar no se devuelve el crédito, te queda un recupero hasta el 29/11.');
    expect(ask.textContent).not.toContain('Se devuelve el crédito');
    await waitFor(() => expect(within(ask).getByRole('button', { name: 'Cancelar Turno' })).toBeTruthy());
  });

  it('tags a class she booked with a make-up right Recupero, and one booked with a credit Reservado', async () => {
    const turno = (id: number, fecha: string, more: object = {}) => ({ id, fecha, horario_id: 9, clerk_user_id: 'user_ana', hora: '18:00', disciplina: 'Funcional', estado: 'reservado', posicion: null, lugar_ofrecido: false, ...more });
    const byMakeup = { ...friday, reserva_id: 91 };
    const byCredit = { ...friday, fecha: '2026-11-27', dia_semana: 'Viernes', reserva_id: 92 };
    studio({ credits: 5, agenda: [byMakeup, byCredit], turnos: [turno(91, '2026-11-20', { es_recupero: true }), turno(92, '2026-11-27')] });
    renderApp('/turnos');
    const made = await within(await screen.findByRole('region', { name: 'Viernes 20 de noviembre' })).findByRole('button', { name: '18:00 Funcional, reservado con recupero (cancelar)' });
    expect(made.textContent).toContain('Recupero');
    expect(made.textContent).not.toContain('Reservado');
    const paid = within(screen.getByRole('region', { name: 'Viernes 27 de noviembre' })).getByRole('button', { name: '18:00 Funcional, reservado (cancelar)' });
    expect(paid.textContent).toContain('Reservado');
    expect(paid.textContent).not.toContain('Recupero');
  });
});
