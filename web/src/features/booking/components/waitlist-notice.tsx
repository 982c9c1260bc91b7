import { Ban, CheckCircle2, X } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { dayLabel } from '../booking-dates';
import { dismissWaitlistNotice, subscribeWaitlistNotices, waitlistNotices } from '../api/waitlist-notices';
import { useNow } from '../use-now';

/**
 * "Reserva confirmada" the moment the member is promoted from a waitlist (or "Se liberó un lugar" when a place
 * is offered to the whole list), on whatever screen is open. Admins receive every member's topic: each sees
 * only their own notices.
 */
export function WaitlistNotice({ userId }: { userId: string }) {
  const now = useNow();
  const all = useSyncExternalStore(subscribeWaitlistNotices, waitlistNotices);
  const mine = all.filter((n) => n.userId === userId);
  if (mine.length === 0) return null;
  return (
    <Stack role="status" aria-live="polite">
      {mine.map((n) => (
        <Notice key={n.key} aria-label={TITLES[n.kind]} $tone={n.kind === 'cancelled' ? 'danger' : 'success'}>
          {n.kind === 'cancelled' ? <Ban size={22} aria-hidden="true" /> : <CheckCircle2 size={22} aria-hidden="true" />}
          <Body>
            <Title>{TITLES[n.kind]}</Title>
            <Text>
              {n.kind === 'promoted'
                ? `Se liberó un lugar en tu clase de ${dayLabel(n.fecha, now)} a las ${n.hora} y ya es tuyo. Usamos un crédito de tu paquete.`
                : n.kind === 'offered'
                  ? `Hay lugar en la clase de ${dayLabel(n.fecha, now)} a las ${n.hora}. Se lo ofrecimos a toda la lista de espera: reserva ya si quieres ir.`
                  : `El estudio canceló tu clase de ${dayLabel(n.fecha, now)} a las ${n.hora}${n.motivo ? ` (${n.motivo})` : ''}. Te devolvimos el crédito.`}
            </Text>
            <Link to={n.kind === 'promoted' ? '/' : '/turnos'} onClick={() => dismissWaitlistNotice(n.key)}>
              {n.kind === 'offered' ? 'Reservar ahora' : n.kind === 'promoted' ? 'Ver Mis Turnos' : 'Elegir otra clase'}
            </Link>
          </Body>
          <Close type="button" aria-label="Cerrar aviso" onClick={() => dismissWaitlistNotice(n.key)}>
            <X size={18} aria-hidden="true" />
          </Close>
        </Notice>
      ))}
    </Stack>
  );
}

const Stack = styled.div`
  position: fixed;
  z-index: 60;
  top: 12px;
  left: 50%;
  transform: translateX(-50%);
  width: min(440px, calc(100vw - 24px));
  display: flex;
  flex-direction: column;
  gap: 8px;
`;

const TITLES = { promoted: 'Reserva confirmada', offered: 'Se liberó un lugar', cancelled: 'Clase cancelada' } as const;

const Notice = styled.section<{ $tone: 'success' | 'danger' }>`
  display: grid;
  grid-template-columns: auto 1fr auto;
  gap: 12px;
  align-items: start;
  padding: 14px 14px 14px 16px;
  border-radius: ${({ theme }) => theme.radii.lg};
  border: 1px solid ${({ theme, $tone }) => ($tone === 'danger' ? '#d9534f' : theme.colors.success)};
  background: ${({ $tone }) => ($tone === 'danger' ? '#fdecea' : '#e7f6ec')};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadows.card};
  & > svg { color: ${({ theme, $tone }) => ($tone === 'danger' ? '#9b1c1c' : theme.colors.success)}; margin-top: 2px; }
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: 4px;
  min-width: 0;
  & a { font-weight: 700; color: ${({ theme }) => theme.colors.accentText}; }
`;

const Title = styled.strong`
  font-size: 1.02rem;
`;

const Text = styled.p`
  margin: 0;
  font-size: 0.92rem;
  line-height: 1.4;
`;

const Close = styled.button`
  width: 36px;
  height: 36px;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  border: none;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  cursor: pointer;
  &:hover { background: rgba(0, 0, 0, 0.06); }
`;
