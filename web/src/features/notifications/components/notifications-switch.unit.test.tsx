// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, mockApi } from '../../../testing/mock-api';
import { renderWithProviders } from '../../../testing/render';
import { NotificationsSwitch } from './notifications-switch';

const subscriptionJson = { endpoint: 'https://push.example.com/abc', keys: { p256dh: 'p', auth: 'a' } };

function fakeBrowser(permission: NotificationPermission, answer: NotificationPermission = 'granted') {
  let current: { endpoint: string; toJSON(): unknown; unsubscribe: ReturnType<typeof vi.fn> } | null = null;
  const pushManager = {
    getSubscription: vi.fn(async () => current),
    subscribe: vi.fn(async () => {
      current = { endpoint: subscriptionJson.endpoint, toJSON: () => subscriptionJson, unsubscribe: vi.fn(async () => ((current = null), true)) };
      return current;
    }),
  };
  const registration = { pushManager };
  vi.stubGlobal('PushManager', function PushManager() {});
  vi.stubGlobal('Notification', { permission, requestPermission: vi.fn(async () => answer) });
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: { ready: Promise.resolve(registration), getRegistration: async () => registration } });
  return { pushManager, current: () => current };
}

beforeEach(() => {
  let enabled = true;
  let devices = 0;
  mockApi({
    'GET /api/notifications/preferences': () => json(200, { enabled, devices }),
    'GET /api/notifications/vapidPublicKey': () => json(200, { publicKey: 'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U' }),
    'POST /api/user/addNotificationToken': () => ((devices = 1), json(200, { ok: true })),
    'POST /api/notifications/preferences': ({ body }) => ((enabled = (body as { enabled: boolean }).enabled), json(200, { enabled, devices })),
    'POST /api/notifications/removeSubscription': () => ((devices = 0), json(200, { ok: true })),
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('notifications switch', () => {
  it('asks for permission only on a tap, registers the subscription, and turns it off again', async () => {
    const browser = fakeBrowser('default');
    renderWithProviders(<NotificationsSwitch />);
    const on = await screen.findByRole('button', { name: 'Activar notificaciones' });
    expect(Notification.requestPermission).not.toHaveBeenCalled();

    fireEvent.click(on);
    await screen.findByText('Notificaciones activadas');
    expect(Notification.requestPermission).toHaveBeenCalledTimes(1);
    expect(browser.pushManager.subscribe).toHaveBeenCalledWith(expect.objectContaining({ userVisibleOnly: true }));
    const calls = vi.mocked(fetch).mock.calls.map(([url, init]) => `${init?.method ?? 'GET'} ${String(url)}`);
    expect(calls).toContain('POST /api/user/addNotificationToken');

    fireEvent.click(screen.getByRole('button', { name: 'Desactivar' }));
    await screen.findByRole('button', { name: 'Activar notificaciones' });
    expect(browser.current()).toBeNull();
  });

  it('explains how to unblock when the browser denies permission', async () => {
    fakeBrowser('default', 'denied');
    renderWithProviders(<NotificationsSwitch />);
    fireEvent.click(await screen.findByRole('button', { name: 'Activar notificaciones' }));
    expect(await screen.findByText(/bloqueadas en este navegador/)).toBeTruthy();
  });

  it('shows nothing where push is not available', async () => {
    renderWithProviders(<NotificationsSwitch />);
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('button', { name: 'Activar notificaciones' })).toBeNull();
  });
});
