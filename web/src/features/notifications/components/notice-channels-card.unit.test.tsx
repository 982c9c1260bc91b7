// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { json, mockApi, problem, type ApiCall } from '../../../testing/mock-api';
import { renderWithProviders } from '../../../testing/render';
import { NoticeChannelsCard } from './notice-channels-card';

type Notice = { id: string; label: string; hint: string; push: boolean; email: boolean; chosen: boolean };

let notices: Notice[];
let available: boolean;
const sent: unknown[] = [];
const answer = () => json(200, { email: { available, address: 'ana@example.com' }, push: { devices: 0, enabled: true }, notices });

beforeEach(() => {
  available = true;
  sent.length = 0;
  notices = [
    { id: 'waitlist', label: 'Lista de espera', hint: 'Cuando se libera un lugar.', push: false, email: true, chosen: false },
    { id: 'news', label: 'Noticias', hint: 'Lo que publica el estudio.', push: true, email: false, chosen: true },
  ];
  mockApi({
    'GET /api/notifications/channels': answer,
    'POST /api/notifications/channels': ({ body }: ApiCall) => {
      const choice = body as { notice: string; push: boolean; email: boolean };
      sent.push(choice);
      if (choice.notice === 'news' && choice.email) return problem(409, 'USER_DELETED', 'Esa cuenta fue eliminada.');
      notices = notices.map((n) => (n.id === choice.notice ? { ...n, push: choice.push, email: choice.email, chosen: true } : n));
      return answer();
    },
  });
});
afterEach(cleanup);

const toggles = (label: string) => within(screen.getByRole('group', { name: label }));

describe('notice channels card', () => {
  it('shows where each kind of notice goes and says what reaches her before she chooses', async () => {
    renderWithProviders(<NoticeChannelsCard />);
    expect(await screen.findByText(/Ningún equipo tuyo recibe notificaciones: mientras no elijas otra cosa, te avisamos por correo a ana@example\.com\./)).toBeTruthy();
    expect(toggles('Lista de espera').getByRole('button', { name: 'Correo' }).getAttribute('aria-pressed')).toBe('true');
    expect(toggles('Lista de espera').getByRole('button', { name: 'Notificación' }).getAttribute('aria-pressed')).toBe('false');
    expect(toggles('Noticias').getByRole('button', { name: 'Notificación' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('sends one kind’s new channels with a tap, keeping the other channel as it was', async () => {
    renderWithProviders(<NoticeChannelsCard />);
    await screen.findByRole('group', { name: 'Lista de espera' });
    fireEvent.click(toggles('Lista de espera').getByRole('button', { name: 'Notificación' }));
    await toggles('Lista de espera').findByRole('button', { name: 'Notificación', pressed: true });
    expect(sent).toEqual([{ notice: 'waitlist', push: true, email: true }]);
    expect(toggles('Lista de espera').getByRole('button', { name: 'Correo' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('shows a refusal in Spanish', async () => {
    renderWithProviders(<NoticeChannelsCard />);
    await screen.findByRole('group', { name: 'Noticias' });
    fireEvent.click(toggles('Noticias').getByRole('button', { name: 'Correo' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Esa cuenta fue eliminada.');
  });

  it('offers no email while the studio sends none', async () => {
    available = false;
    renderWithProviders(<NoticeChannelsCard />);
    expect(await screen.findByText(/El estudio todavía no envía correos\./)).toBeTruthy();
    expect(toggles('Noticias').getByRole('button', { name: 'Correo' }).hasAttribute('disabled')).toBe(true);
  });
});
