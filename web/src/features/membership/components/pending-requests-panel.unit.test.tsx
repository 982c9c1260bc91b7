// @vitest-environment happy-dom
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockApi } from '../../../testing/mock-api';
import { renderWithProviders } from '../../../testing/render';
import { appTestLifecycle } from '../../../testing/signed-in';
import { PendingRequestsPanel } from './pending-requests-panel';

const request = {
  id: 7, clerkUserId: 'u_beto', nombre_usuario: 'Beto Alonso', email: 'beto@x.com', paquete_id: 3, paquete: '8 clases', cantidad_clases: 8,
  precio: 28000, estado: 'pending', motivo: null, fecha: '2026-11-20T13:00:00.000Z', comprobante_url: '/api/paquetes/receipts/7', comprobante_tipo: 'image/png',
};

appTestLifecycle();

function studio() {
  return mockApi({
    'GET /api/paquetes/requests': () => json(200, [request]),
    'POST /api/paquetes/approvalTerms': () => json(200, { valido_desde: '2026-11-16', valido_hasta: '2026-12-01', creditos: 8, cantidad_clases: 8, prorrateado: false, mes_siguiente: false }),
  });
}

async function openReceipt() {
  renderWithProviders(<PendingRequestsPanel />);
  const item = await screen.findByRole('listitem', { name: 'Solicitud de Beto Alonso' });
  fireEvent.click(within(item).getByRole('button', { name: 'Ver comprobante' }));
  return screen.findByRole('dialog', { name: 'Comprobante' });
}

describe('the receipt viewer of a pending request', () => {
  it('shows the receipt with Aprobar, which opens the approval with its terms', async () => {
    studio();
    const viewer = await openReceipt();
    expect(within(viewer).getByRole('img', { name: 'Comprobante de pago' }).getAttribute('src')).toBe('/api/paquetes/receipts/7');
    fireEvent.click(within(viewer).getByRole('button', { name: 'Aprobar' }));
    const approving = await screen.findByRole('dialog', { name: 'Aprobar solicitud' });
    await within(approving).findByText('8 créditos');
    expect(screen.queryByRole('dialog', { name: 'Comprobante' })).toBeNull();
  });

  it('offers Rechazar too, which asks for the reason', async () => {
    studio();
    const viewer = await openReceipt();
    fireEvent.click(within(viewer).getByRole('button', { name: 'Rechazar' }));
    const rejecting = await screen.findByRole('dialog', { name: 'Rechazar solicitud' });
    expect(within(rejecting).getByRole('textbox')).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Comprobante' })).toBeNull();
  });
});
