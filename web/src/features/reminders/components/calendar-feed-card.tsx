import { CalendarPlus, Check, Copy } from 'lucide-react';
import styled from 'styled-components';
import { Button } from '../../../components/button';
import { Card, CardHeader, CardIcon, CardTitle } from '../../../components/card';
import { useCopyToClipboard } from '../../../hooks/use-copy-to-clipboard';
import { errorDetail } from '../../../lib/api-client';
import { useCalendarFeed, useChangeCalendarFeed, webcalLink } from '../api/calendar-feed';

/**
 * "Agregar a mi calendario": a private link to her booked classes that her phone's calendar subscribes to. The link
 * is its own key, so she can renew it (the old one stops) or turn it off.
 */
export function CalendarFeedCard() {
  const feed = useCalendarFeed();
  const change = useChangeCalendarFeed();
  const { state, copy } = useCopyToClipboard();
  if (!feed.data) return null;
  const link = feed.data.ruta ? webcalLink(feed.data.ruta) : null;
  return (
    <Card aria-labelledby="calendario-cuenta">
      <CardHeader>
        <CardTitle id="calendario-cuenta">
          <CardIcon>
            <CalendarPlus size={20} aria-hidden="true" />
          </CardIcon>
          Agregar a mi calendario
        </CardTitle>
      </CardHeader>
      {link ? (
        <>
          <Muted>Tus clases reservadas aparecen solas en el calendario de tu teléfono, a su hora y sin las canceladas. El enlace es privado: no lo compartas.</Muted>
          <Link aria-label="Enlace de tu calendario">{link}</Link>
          <Actions>
            <Button as="a" href={link} $variant="primary">
              Abrir en el calendario
            </Button>
            <Button $variant="secondary" onClick={() => void copy(link)} aria-label="Copiar el enlace del calendario">
              {state === 'copied' ? <Check size={16} aria-hidden="true" /> : <Copy size={16} aria-hidden="true" />}
              <span aria-live="polite">{state === 'copied' ? 'Copiado!' : 'Copiar'}</span>
            </Button>
          </Actions>
          <Actions>
            <Button $variant="ghost" onClick={() => change.mutate('renovar')} disabled={change.isPending}>
              Crear un enlace nuevo
            </Button>
            <Button $variant="ghost" onClick={() => change.mutate('revocar')} disabled={change.isPending}>
              Desactivar
            </Button>
          </Actions>
        </>
      ) : (
        <>
          <Muted>Crea un enlace privado y tus clases reservadas aparecen solas en el calendario de tu teléfono.</Muted>
          <Actions>
            <Button onClick={() => change.mutate('renovar')} disabled={change.isPending}>
              {change.isPending ? 'Creando...' : 'Crear mi enlace'}
            </Button>
          </Actions>
        </>
      )}
      {change.isError && <Problem role="alert">{errorDetail(change.error)}</Problem>}
    </Card>
  );
}

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Link = styled.code`
  display: block;
  padding: 10px 12px;
  border-radius: 10px;
  background: ${({ theme }) => theme.colors.surfaceMuted};
  font-size: 0.85rem;
  overflow-wrap: anywhere;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 10px;
  > * { min-height: 44px; }
`;

const Problem = styled.p`
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 600;
`;
