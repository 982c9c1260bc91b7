import { useState } from 'react';
import styled from 'styled-components';
import type { MonthlyAccountView } from '../../../../../contract/billing';
import { Button } from '../../../components/button';
import { TextField } from '../../../components/text-field';
import { errorDetail } from '../../../lib/api-client';
import { dayMonth } from '../../../lib/calendar-date';
import { useApprovePaymentReport, useRejectPaymentReport } from '../api/monthly-account';
import { METHOD_LABEL, pesos } from '../account-wording';
import { Actions } from './form-parts';

type Report = NonNullable<MonthlyAccountView['informe']>;

/** In her Abono y pagos (admins): the payment she reported with its receipt, approved in one tap or rejected with a reason. */
export function PendingReport({ userId, report }: { userId: string; report: Report }) {
  const approve = useApprovePaymentReport(userId);
  const reject = useRejectPaymentReport(userId);
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const failure = approve.error ?? reject.error;
  return (
    <Box aria-label="Pago informado">
      <h3>Pago informado</h3>
      <p>{pesos(report.monto)} por {METHOD_LABEL[report.medio].toLowerCase()}, el {dayMonth(report.fecha)}.</p>
      <a href={report.comprobante_url} target="_blank" rel="noreferrer">Ver comprobante</a>
      {rejecting ? (
        <>
          <TextField label="Motivo del rechazo" value={reason} maxLength={200} onChange={(e) => setReason(e.target.value)} placeholder="Ej.: no llegó la transferencia" />
          <Actions>
            <Button $variant="secondary" onClick={() => setRejecting(false)}>Cancelar</Button>
            <Button $variant="danger" disabled={reject.isPending || !reason.trim()} onClick={() => reject.mutate({ reportId: report.id, motivo: reason.trim() })}>Rechazar pago</Button>
          </Actions>
        </>
      ) : (
        <Actions>
          <Button disabled={approve.isPending} onClick={() => approve.mutate({ reportId: report.id })}>{approve.isPending ? 'Guardando...' : 'Aprobar pago'}</Button>
          <Button $variant="secondary" onClick={() => setRejecting(true)}>Rechazar</Button>
        </Actions>
      )}
      {failure ? <Failure role="alert">{errorDetail(failure)}</Failure> : null}
    </Box>
  );
}

const Box = styled.section`
  display: grid;
  gap: 8px;
  padding: 12px;
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1.5px solid ${({ theme }) => theme.colors.accent};
  background: ${({ theme }) => theme.colors.accentSoft};
  h3 { font-size: 1rem; }
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    color: ${({ theme }) => theme.colors.accentText};
    font-weight: 650;
  }
`;


const Failure = styled.p`
  color: ${({ theme }) => theme.colors.dangerHover};
  font-weight: 600;
`;
