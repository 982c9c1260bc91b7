import { useQueryClient } from '@tanstack/react-query';
import { Bell, BellOff } from 'lucide-react';
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { Button } from '../../../components/button';
import { errorDetail } from '../../../lib/api-client';
import {
  addNotificationToken,
  getVapidPublicKey,
  notificationKeys,
  removeSubscription,
  setNotificationsEnabled,
  useNotificationPreferences,
} from '../api/notifications-api';
import { currentSubscription, pushSupport, subscribeBrowser } from '../push-support';

/**
 * "Activar notificaciones" on the home screen. Permission is only asked when the member taps it (never on
 * load); once on, the same control turns them off (server preference + this browser's subscription).
 */
export function NotificationsSwitch() {
  const queryClient = useQueryClient();
  const preferences = useNotificationPreferences();
  const [support, setSupport] = useState(pushSupport);
  const [subscribed, setSubscribed] = useState<boolean | null>(null);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    currentSubscription()
      .then((sub) => live && setSubscribed(sub !== null))
      .catch(() => live && setSubscribed(false));
    return () => {
      live = false;
    };
  }, []);

  if (support === 'unsupported' || preferences.isPending || subscribed === null) return null;
  const on = subscribed && preferences.data?.enabled !== false;

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    setMessage(null);
    try {
      await work();
    } catch (error) {
      console.warn('notificaciones', error);
      setMessage(errorDetail(error));
    } finally {
      setBusy(false);
      void queryClient.invalidateQueries({ queryKey: notificationKeys.preferences });
    }
  };

  const turnOn = () =>
    run(async () => {
      const result = await subscribeBrowser(await getVapidPublicKey());
      if (result === 'denied') {
        setSupport('denied');
        return;
      }
      await addNotificationToken(result.toJSON());
      await setNotificationsEnabled(true);
      setSubscribed(true);
    });

  const turnOff = () =>
    run(async () => {
      await setNotificationsEnabled(false);
      const sub = await currentSubscription();
      if (sub) {
        await removeSubscription(sub.endpoint);
        await sub.unsubscribe();
      }
      setSubscribed(false);
    });

  return (
    <Bar>
      <Icon $on={on}>{on ? <Bell size={20} aria-hidden="true" /> : <BellOff size={20} aria-hidden="true" />}</Icon>
      <Text>
        <strong>{on ? 'Notificaciones activadas' : 'Notificaciones'}</strong>
        <span>
          {support === 'denied'
            ? 'Están bloqueadas en este navegador: habilítalas desde la configuración del sitio.'
            : on
              ? 'Te avisamos de noticias, turnos y paquetes.'
              : 'Entérate al instante de noticias y cambios en tus turnos.'}
        </span>
        {message && <Failure role="alert">{message}</Failure>}
      </Text>
      {support !== 'denied' &&
        (on ? (
          <Button $variant="secondary" disabled={busy} onClick={() => void turnOff()}>
            Desactivar
          </Button>
        ) : (
          <Button disabled={busy} onClick={() => void turnOn()}>
            Activar notificaciones
          </Button>
        ))}
    </Bar>
  );
}

const Bar = styled.section`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 12px 14px;
  padding: 14px 16px;
  border-radius: ${({ theme }) => theme.radii.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
`;

const Icon = styled.span<{ $on: boolean }>`
  display: grid;
  place-items: center;
  width: 40px;
  height: 40px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ $on, theme }) => ($on ? theme.colors.accentSoft : theme.colors.surfaceMuted)};
  color: ${({ $on, theme }) => ($on ? theme.colors.accentStrong : theme.colors.textMuted)};
`;

const Text = styled.div`
  flex: 1 1 200px;
  display: flex;
  flex-direction: column;
  gap: 2px;
  span { color: ${({ theme }) => theme.colors.textMuted}; font-size: 0.92rem; }
`;

const Failure = styled.p`
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 600;
  font-size: 0.9rem;
`;
