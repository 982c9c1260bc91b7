// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, memberUser, problem } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/render';
import { appTestLifecycle, mockSignedInApi } from '../../../testing/signed-in';

const paquetes = [
  { id: 3, nombre: '8 clases', cantidad_clases: 8, clases_por_semana: 2, precio: 28000, disciplina_id: null, disciplina: null },
  { id: 4, nombre: 'Yoga 10', cantidad_clases: 10, clases_por_semana: 2.5, precio: 31500, disciplina_id: 1, disciplina: 'Yoga' },
];
const none = { paquete_id: null, nombre: null, valido_hasta: null, creditos_restantes: 0, comprobante_url: null, comprobante_tipo: null, dias_restantes: 0, solicitud: null };
const held = { ...none, paquete_id: 3, nombre: '8 clases', valido_hasta: '2026-12-01', creditos_restantes: 6, dias_restantes: 9, comprobante_url: '/api/paquetes/receipts/1', comprobante_tipo: 'image/png' };
const rejected = { id: 2, paquete_id: 4, paquete: 'Yoga 10', estado: 'rejected', motivo: 'El monto no coincide', fecha: '2026-11-20T12:00:00.000Z', comprobante_url: '/api/paquetes/receipts/2', comprobante_tipo: 'image/png' };

appTestLifecycle();

function studio(userPackage: object, upload: () => Response = () => json(201, { publicUrl: '/api/paquetes/receipts/5', requestId: 5 }), precios: object[] = []) {
  return mockSignedInApi(memberUser, {
    'GET /api/paquetes/getPaquetes': () => json(200, paquetes),
    'GET /api/precios': () => json(200, precios),
    'POST /api/paquetes/getUserPackage': () => json(200, userPackage),
    'POST /api/paquetes/getCreditHistory': () => json(200, [
      { at: '2026-11-20T16:00:00.000Z', kind: 'consumed', delta: -1, balance: 6, paquete: '8 clases', actor: 'Ana Gómez', reason: null, clase: { disciplina: 'Funcional', fecha: '2026-12-03', hora: '18:00' } },
      { at: '2026-11-20T15:00:00.000Z', kind: 'moved', delta: 0, balance: 7, paquete: '8 clases', actor: 'Leo Díaz', reason: '18/11 18:00 → 19/11 19:00' },
      { at: '2026-11-20T13:00:00.000Z', kind: 'assigned', delta: 8, balance: 8, paquete: '8 clases', actor: 'Leo Díaz', reason: null },
    ]),
    'POST /api/paquetes/uploadComprobante': upload,
  });
}

describe('/paquetes', () => {
  it('marks the package held, shows balance and history, and disables requesting another', async () => {
    studio(held);
    renderApp('/paquetes');
    const card = await screen.findByRole('region', { name: '8 clases' });
    await within(card).findByText('Ya tienes este paquete');
    expect(screen.getByLabelText('6 créditos disponibles')).toBeTruthy();
    expect(screen.getByText('Válido hasta el lunes 30 de noviembre · Quedan 9 días')).toBeTruthy();
    const other = screen.getByRole('region', { name: 'Yoga 10' });
    expect(within(other).getByText('2,5 clases por semana')).toBeTruthy();
    // Holding a package, a new one cannot be requested: hers renews or tops up, another one is taken from when hers ends.
    expect(within(other).queryByRole('button', { name: 'Solicitar' })).toBeNull();
    expect(within(other).queryByRole('button', { name: /Renovar/ })).toBeNull();
    expect((within(other).getByRole('button', { name: 'Contratar Yoga 10' }) as HTMLButtonElement).disabled).toBe(false);
    expect(within(card).getByRole('button', { name: 'Renovar con 8 clases' })).toBeTruthy();
    await screen.findByText('Paquete asignado');
    // A booking's line names its class.
    expect(screen.getByText('Clase reservada').closest('li')!.textContent).toContain('Funcional, jue 03/12 18:00');
    // A class the studio moved is one line that moves no credit.
    const moved = screen.getByText('Turno movido').closest('li')!;
    expect(moved.textContent).toContain('“18/11 18:00 → 19/11 19:00”');
    expect(moved.textContent).toContain('0Saldo 7');
  });

  it('a month of a plan by the week or unlimited shows her classes, not the credits that only bound it', async () => {
    studio({ ...held, creditos_restantes: 10, clases_por_semana: 2 });
    const { unmount } = renderApp('/paquetes');
    expect(await screen.findByLabelText('2 clases por semana')).toBeTruthy();
    expect(screen.queryByLabelText('10 créditos disponibles')).toBeNull();
    unmount();
    studio({ ...held, creditos_restantes: 90, libre: true });
    renderApp('/paquetes');
    expect(await screen.findByLabelText('Clases libres')).toBeTruthy();
    expect(screen.queryByLabelText('90 créditos disponibles')).toBeNull();
  });

  it('shows the rejection reason and uploads a new proof; the button waits for a file', async () => {
    const api = studio({ ...none, solicitud: rejected });
    renderApp('/paquetes');
    await screen.findByText(/fue rechazada. Motivo: El monto no coincide/);
    fireEvent.click(within(await screen.findByRole('region', { name: 'Yoga 10' })).getByRole('button', { name: 'Solicitar' }));
    const dialog = await screen.findByRole('dialog');
    const send = within(dialog).getByRole('button', { name: 'Enviar comprobante' }) as HTMLButtonElement;
    expect(send.disabled).toBe(true);
    const file = new File(['%PDF-1.4'], 'pago.pdf', { type: 'application/pdf' });
    fireEvent.change(within(dialog).getByLabelText('Comprobante de pago'), { target: { files: [file] } });
    await waitFor(() => expect(send.disabled).toBe(false));
    fireEvent.click(send);
    await screen.findByText('Lo recibimos correctamente.');
    expect(screen.getByRole('dialog', { name: 'Comprobante enviado' })).toBeTruthy();
    const upload = api.calls.find((c) => c.path === '/api/paquetes/uploadComprobante')!;
    expect(upload.method).toBe('POST');
    expect(upload.headers.get('Idempotency-Key')).toBeTruthy();
  });

  it('tells the member the upload failed, with the server reason', async () => {
    studio(none, () => problem(415, 'UNSUPPORTED_FILE_TYPE', 'El comprobante no es de un tipo aceptado.'));
    renderApp('/paquetes');
    fireEvent.click(within(await screen.findByRole('region', { name: '8 clases' })).getByRole('button', { name: 'Solicitar' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Comprobante de pago'), { target: { files: [new File(['x'], 'x.png')] } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enviar comprobante' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain('Error al enviar el comprobante. Por favor, intenta de nuevo.');
    expect(alert.textContent).toContain('El comprobante no es de un tipo aceptado.');
  });
});

describe('/paquetes renewal and top-up', () => {
  it('a member holding a package sends a proof for a top-up of it, marked as such', async () => {
    const api = studio({ ...held, creditos_restantes: 0 });
    renderApp('/paquetes');
    const card = await screen.findByRole('region', { name: '8 clases' });
    fireEvent.click(await within(card).findByRole('button', { name: 'Recargar con 8 clases' }));
    const dialog = await screen.findByRole('dialog', { name: 'Recargar 8 clases' });
    expect(dialog.textContent).toContain('Los créditos se suman a tu paquete actual cuando se apruebe.');
    const file = new File(['%PDF-1.4'], 'pago.pdf', { type: 'application/pdf' });
    fireEvent.change(within(dialog).getByLabelText('Comprobante de pago'), { target: { files: [file] } });
    const send = within(dialog).getByRole('button', { name: 'Enviar comprobante' }) as HTMLButtonElement;
    await waitFor(() => expect(send.disabled).toBe(false));
    fireEvent.click(send);
    await screen.findByText('Lo recibimos correctamente.');
    const upload = api.calls.find((c) => c.path === '/api/paquetes/uploadComprobante')!;
    expect(upload).toBeTruthy();
    const init = api.fetchMock.mock.calls.find(([url]) => String(url).endsWith('/api/paquetes/uploadComprobante'))![1] as RequestInit;
    expect((init.body as FormData).get('tipo')).toBe('recarga');
  });

  it('a renewal says when it starts, and both wait while a request is under review', async () => {
    studio({ ...held, solicitud: { ...rejected, estado: 'pending', motivo: null } });
    renderApp('/paquetes');
    const card = await screen.findByRole('region', { name: 'Yoga 10' });
    expect((within(card).getByRole('button', { name: 'Contratar Yoga 10' }) as HTMLButtonElement).disabled).toBe(true);
    const mine = screen.getByRole('region', { name: '8 clases' });
    expect((within(mine).getByRole('button', { name: 'Renovar con 8 clases' }) as HTMLButtonElement).disabled).toBe(true);
    expect((within(mine).getByRole('button', { name: 'Recargar con 8 clases' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('Contratar another package is a renewal with it: it starts when hers ends', async () => {
    const api = studio(held);
    renderApp('/paquetes');
    fireEvent.click(await within(await screen.findByRole('region', { name: 'Yoga 10' })).findByRole('button', { name: 'Contratar Yoga 10' }));
    const dialog = await screen.findByRole('dialog', { name: 'Contratar Yoga 10' });
    expect(dialog.textContent).toContain('Este paquete empieza cuando termine el paquete que tienes.');
    fireEvent.change(within(dialog).getByLabelText('Comprobante de pago'), { target: { files: [new File(['%PDF-1.4'], 'pago.pdf', { type: 'application/pdf' })] } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enviar comprobante' }));
    await screen.findByText('Lo recibimos correctamente.');
    const init = api.fetchMock.mock.calls.find(([url]) => String(url).endsWith('/api/paquetes/uploadComprobante'))![1] as RequestInit;
    expect((init.body as FormData).get('tipo')).toBe('renovacion');
    expect((init.body as FormData).get('paquete_id')).toBe('4');
  });
});

describe('/paquetes queued renewal', () => {
  it('a renewal queued for her (an approved request or the studio in bulk) shows on her package, and no second one is offered', async () => {
    studio({ ...held, renovacion_en_cola: { paquete: 'Yoga 10', desde: '2026-12-01', hasta: '2027-01-01', creditos: 10 } });
    renderApp('/paquetes');
    const notice = await screen.findByText('Renovación pedida: Yoga 10, desde el 01/12');
    expect(notice.closest('[role="status"]')!.textContent).toContain('cuando termina tu paquete actual');
    const mine = screen.getByRole('region', { name: '8 clases' });
    expect(within(mine).queryByRole('button', { name: /Renovar/ })).toBeNull();
    expect(within(mine).getByRole('button', { name: 'Recargar con 8 clases' })).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Yoga 10' })).queryByRole('button')).toBeNull();
  });
});

describe('/paquetes next price', () => {
  it('says a package’s scheduled price and its day on its card, and nothing on a package without one', async () => {
    const list = { efectivo: 2_000_000, transferencia: 2_000_000, mercado_pago: 2_000_000 };
    studio(none, undefined, [{ paqueteId: 4, precios: null, proxima: { desde: '2027-02-01', precio_lista: 2_000_000, precios: list } }]);
    renderApp('/paquetes');
    const yoga = await screen.findByRole('region', { name: 'Yoga 10' });
    expect((await within(yoga).findByLabelText('Próximo precio')).textContent?.replace(/\s/g, ' ')).toBe('Desde el 01/02: $ 20.000');
    expect(within(yoga).getByText('$ 31.500')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: '8 clases' })).queryByLabelText('Próximo precio')).toBeNull();
  });
});
