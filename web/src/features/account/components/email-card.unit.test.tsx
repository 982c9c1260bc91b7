// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockApi, problem } from '../../../testing/mock-api';
import { renderWithProviders } from '../../../testing/render';
import { EmailCard } from './email-card';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Cuenta: the email card', () => {
  it('says gently that the email is not confirmed, resends the link and shows the limit when reached', async () => {
    let sent = 0;
    mockApi({
      'GET /api/auth/email-status': () => json(200, { email: 'ana@example.com', verified: false }),
      'POST /api/auth/verify-email/resend': () =>
        ++sent === 1 ? new Response(null, { status: 204 }) : problem(429, 'TOO_MANY_LINK_REQUESTS', 'Ya se pidieron varios enlaces para ese email. Espera 60 min y vuelve a intentarlo.'),
    });
    renderWithProviders(<EmailCard />);
    expect(await screen.findByText('Sin confirmar')).toBeTruthy();
    expect(screen.getByText(/Puedes seguir usando Pulso igual/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Enviarme otro enlace' }));
    expect((await screen.findByRole('status')).textContent).toMatch(/Te enviamos un enlace nuevo/);
    fireEvent.click(screen.getByRole('button', { name: 'Enviarme otro enlace' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/Espera 60 min/);
  });

  it('shows a confirmed email without a button', async () => {
    mockApi({ 'GET /api/auth/email-status': () => json(200, { email: 'ana@example.com', verified: true }) });
    renderWithProviders(<EmailCard />);
    expect(await screen.findByText('Confirmado')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
