// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, memberUser, problem } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/render';
import { appTestLifecycle, mockSignedInApi } from '../../../testing/signed-in';

// At APP_TEST_NOW (Monday 16 November 2026) Ana holds "8 clases" until Monday 30 November (valido_hasta 01/12).
const none = { paquete_id: null, nombre: null, valido_hasta: null, creditos_restantes: 0, comprobante_url: null, comprobante_tipo: null, dias_restantes: 0, solicitud: null };
const held = { ...none, paquete_id: 3, nombre: '8 clases', valido_hasta: '2026-12-01', creditos_restantes: 6, dias_restantes: 14 };
const ajustes = { pausas_por_anio: 2, dias_por_anio: 30, aprobacion: 'estudio' };
const fresh = { ajustes, usadas: { pausas: 0, dias: 0 }, pausas: [] };
const asked = { ajustes, usadas: { pausas: 1, dias: 7 }, pausas: [{ id: 4, desde: '2026-11-17', hasta: '2026-11-23', dias: 7, estado: 'pendiente', motivo: null }] };

appTestLifecycle();

/** The studio's api; once a pause is asked, her pauses read back as the server answered it. */
function studio(userPackage: object, mine: object, pedir: () => Response = () => json(201, asked)) {
  let now = mine;
  return mockSignedInApi(memberUser, {
    'GET /api/paquetes/getPaquetes': () => json(200, []),
    'POST /api/paquetes/getUserPackage': () => json(200, userPackage),
    'POST /api/paquetes/getCreditHistory': () => json(200, []),
    'POST /api/abonos/cuenta': () => json(200, { abono: null, estado: 'al_dia', debe: 0, meses: [] }),
    'POST /api/pausas/estado': () => json(200, now),
    'POST /api/pausas/pedir': async () => {
      const answer = pedir();
      if (answer.ok) now = await answer.clone().json();
      return answer;
    },
  });
}

async function openPause() {
  const card = await screen.findByRole('region', { name: 'Pausas' });
  fireEvent.click(within(card).getByRole('button', { name: 'Pausar' }));
  return { card, dialog: await screen.findByRole('dialog', { name: 'Pausar mi abono' }) };
}

describe('her pauses on /paquetes', () => {
  it('says the rule, previews her package’s new end, asks the studio and lists the pause waiting', async () => {
    const api = studio(held, fresh);
    renderApp('/paquetes');
    const card = await screen.findByRole('region', { name: 'Pausas' });
    await within(card).findByText('El estudio permite 2 pausas por año, hasta 30 días en total. Te quedan 30 días este año.');
    const { dialog } = await openPause();
    const from = within(dialog).getByLabelText('Desde') as HTMLInputElement;
    expect([from.value, from.min]).toEqual(['2026-11-17', '2026-11-17']);
    expect((within(dialog).getByLabelText('Días') as HTMLInputElement).value).toBe('7');
    const preview = within(dialog).getByRole('status', { name: 'Lo que cambia con la pausa' });
    expect(preview.textContent).toContain('Del martes 17 de noviembre al lunes 23 de noviembre no puedes reservar clases.');
    expect(preview.textContent).toContain('Tu paquete pasa a valer hasta el lunes 7 de diciembre.');
    expect(preview.textContent).toContain('El estudio revisa tu pedido y te avisa.');
    fireEvent.change(within(dialog).getByLabelText('Días'), { target: { value: '10' } });
    expect(preview.textContent).toContain('Tu paquete pasa a valer hasta el jueves 10 de diciembre.');
    fireEvent.change(within(dialog).getByLabelText('Días'), { target: { value: '7' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Pedir la pausa' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.calls.find((c) => c.path === '/api/pausas/pedir')?.body).toEqual({ desde: '2026-11-17', dias: 7 });
    await within(card).findByText('Pediste una pausa del 17/11 al 23/11: el estudio la está revisando.');
    // One waiting is all she may have: asking again would be refused.
    expect(within(card).queryByRole('button', { name: 'Pausar' })).toBeNull();
  });

  it('shows the server’s refusal inside the dialog, and her own slips before sending', async () => {
    studio(held, fresh, () => problem(409, 'PAUSE_HAS_BOOKINGS', 'Tienes un turno reservado en esos días: cancélalo antes de pausar.'));
    renderApp('/paquetes');
    const { dialog } = await openPause();
    fireEvent.change(within(dialog).getByLabelText('Días'), { target: { value: '31' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Pedir la pausa' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Indica los días de pausa, de 1 a 30.');
    fireEvent.change(within(dialog).getByLabelText('Días'), { target: { value: '5' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Pedir la pausa' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Tienes un turno reservado en esos días: cancélalo antes de pausar.');
  });

  it('says an automatic pause is applied at once', async () => {
    studio(held, { ...fresh, ajustes: { ...ajustes, aprobacion: 'automatica' } });
    renderApp('/paquetes');
    const { dialog } = await openPause();
    expect(within(dialog).getByRole('status', { name: 'Lo que cambia con la pausa' }).textContent).toContain('Se aplica en el momento, sin esperar al estudio.');
    expect(within(dialog).getByRole('button', { name: 'Pausar' })).toBeTruthy();
  });

  it('says her package’s own limits when they are her rule, and keeps the days she asks within them', async () => {
    studio(held, { ...fresh, ajustes: { ...ajustes, pausas_por_anio: 1, dias_por_anio: 15 }, paquete: '8 clases' });
    renderApp('/paquetes');
    const card = await screen.findByRole('region', { name: 'Pausas' });
    await within(card).findByText('Tu paquete 8 clases permite una pausa por año, hasta 15 días en total. Te quedan 15 días este año.');
    const { dialog } = await openPause();
    fireEvent.change(within(dialog).getByLabelText('Días'), { target: { value: '16' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Pedir la pausa' }));
    expect(await within(dialog).findByText('Indica los días de pausa, de 1 a 15.')).toBeTruthy();
  });

  it('is not shown where the studio takes no pauses, or she holds nothing to pause', async () => {
    studio(held, { ...fresh, ajustes: { ...ajustes, pausas_por_anio: 0 } });
    const first = renderApp('/paquetes');
    await screen.findByRole('region', { name: 'Mi paquete' });
    await waitFor(() => expect(first.queryClient.isFetching()).toBe(0));
    expect(screen.queryByRole('region', { name: 'Pausas' })).toBeNull();
    first.unmount();

    studio(none, fresh);
    const second = renderApp('/paquetes');
    await screen.findByRole('region', { name: 'Mi paquete' });
    await waitFor(() => expect(second.queryClient.isFetching()).toBe(0));
    expect(screen.queryByRole('region', { name: 'Pausas' })).toBeNull();
  });

  it('ends a pause under way from its line, after saying what it gives back', async () => {
    const running = { ajustes, usadas: { pausas: 1, dias: 7 }, pausas: [{ id: 4, desde: '2026-11-12', hasta: '2026-11-18', dias: 7, estado: 'aprobada', motivo: null, accion: 'terminar' }] };
    const ended = { ajustes, usadas: { pausas: 1, dias: 4 }, pausas: [{ id: 4, desde: '2026-11-12', hasta: '2026-11-15', dias: 4, estado: 'aprobada', motivo: null, accion: null }] };
    let now: object = running;
    const api = mockSignedInApi(memberUser, {
      'GET /api/paquetes/getPaquetes': () => json(200, []),
      'POST /api/paquetes/getUserPackage': () => json(200, held),
      'POST /api/paquetes/getCreditHistory': () => json(200, []),
      'POST /api/abonos/cuenta': () => json(200, { abono: null, estado: 'al_dia', debe: 0, meses: [] }),
      'POST /api/pausas/estado': () => json(200, now),
      'POST /api/pausas/terminar': () => ((now = ended), json(200, ended)),
    });
    renderApp('/paquetes');
    const card = await screen.findByRole('region', { name: 'Pausas' });
    fireEvent.click(await within(card).findByRole('button', { name: 'Terminar la pausa' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Terminar tu pausa hoy?' });
    within(dialog).getByText('Desde hoy vuelves a reservar, y los días de pausa que no usaste se descuentan del vencimiento de lo que tienes.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Terminar la pausa' }));
    await within(card).findByText('Pausa del 12/11 al 15/11 (4 días)');
    expect(api.calls.find((c) => c.path === '/api/pausas/terminar')?.body).toEqual({ pausaId: 4 });
    expect(within(card).queryByRole('button', { name: 'Terminar la pausa' })).toBeNull();
  });
});
