import styled from 'styled-components';
import { Card } from '../../../components/card';
import { EmptyState } from '../../../components/empty-state';
import { Page, PageSubtitle, PageTitle } from '../../../components/page';
import { StackList } from '../../../components/stack-list';
import { errorDetail } from '../../../lib/api-client';
import { instantDayTime } from '../../../lib/calendar-date';
import { useEmailStatus, type EmailStatus } from '../api/email-status';

const STATUS: Record<EmailStatus['failures'][number]['status'], string> = { pending: 'Reintentando', failed: 'No se envió', expired: 'Dejó de servir' };

/** /admin/correos: whether the studio sends email, how many mails wait, and the latest that failed, with why. */
export function EmailOutboxPage() {
  const status = useEmailStatus();
  return (
    <Page>
      <header>
        <PageTitle>Correos</PageTitle>
        <PageSubtitle>Los avisos y enlaces que el estudio envía por correo, y los que no pudieron salir.</PageSubtitle>
      </header>
      {status.isPending && <EmptyState role="status">Cargando correos...</EmptyState>}
      {status.isError && <Alert role="alert">Error cargando datos: {errorDetail(status.error)}</Alert>}
      {status.data && <Outbox status={status.data} />}
    </Page>
  );
}

function Outbox({ status }: { status: EmailStatus }) {
  return (
    <>
      <Summary>
        {status.available
          ? `El estudio envía correos. ${status.queued === 0 ? 'No hay correos esperando.' : `${status.queued} ${status.queued === 1 ? 'correo espera' : 'correos esperan'} su envío.`}`
          : 'El estudio no envía correos: falta configurar el servidor de correo (SMTP_URL). Los que se pidan esperan hasta entonces.'}
      </Summary>
      {status.failures.length === 0 ? (
        <EmptyState>Ningún correo falló.</EmptyState>
      ) : (
        <List aria-label="Correos con problemas">
          {status.failures.map((f) => (
            <Item key={f.id}>
              <Top>
                <Subject>{f.subject}</Subject>
                <Badge $retrying={f.status === 'pending'}>{STATUS[f.status]}</Badge>
              </Top>
              <Muted>Para {f.to}</Muted>
              <p>{f.error}</p>
              <Muted>
                {f.attempts === 1 ? '1 intento' : `${f.attempts} intentos`}
                {f.lastAttemptAt ? `, el último ${instantDayTime(f.lastAttemptAt)}` : ''}
              </Muted>
            </Item>
          ))}
        </List>
      )}
    </>
  );
}

const Summary = styled.p`
  font-weight: 600;
`;

const List = styled(StackList)`
  gap: 12px;
`;

const Item = styled(Card).attrs({ as: 'li' })`
  gap: 6px;
`;

const Top = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: flex-start;
  gap: 12px;
`;

const Subject = styled.span`
  font-weight: 700;
`;

const Badge = styled.span<{ $retrying: boolean }>`
  padding: 4px 10px;
  border-radius: 999px;
  font-size: 0.85rem;
  font-weight: 650;
  white-space: nowrap;
  background: ${({ theme, $retrying }) => ($retrying ? theme.colors.surfaceMuted : theme.colors.dangerSoft)};
  color: ${({ theme, $retrying }) => ($retrying ? theme.colors.textMuted : theme.colors.dangerHover)};
`;

const Muted = styled.span`
  font-size: 0.9rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Alert = styled.p`
  color: #a21c1c;
  font-weight: 600;
`;
