import { useState } from 'react';
import { Check, FileText, X } from 'lucide-react';
import styled from 'styled-components';
import { Button } from '../../../components/button';
import { Card, CardHeader, CardTitle } from '../../../components/card';
import { countPill } from '../../../components/count-pill';
import { errorDetail } from '../../../lib/api-client';
import { formatPrice } from '../../../lib/format-price';
import { usePendingRequests } from '../api/get-requests';
import type { PackageRequest } from '../api/types';
import { ApproveRequestDialog } from './approve-request-dialog';
import { Message } from './form-bits';
import { ReceiptDialog } from './receipt-dialog';
import { RejectRequestDialog } from './reject-request-dialog';
import { instantDayTime } from '../../../lib/calendar-date';

const PREVIEWABLE = new Set(['image/jpeg', 'image/png', 'image/gif', 'image/webp']);

/** The queue of proof-of-payment requests: preview the receipt, Aprobar or Rechazar (with a reason). */
export function PendingRequestsPanel() {
  const requests = usePendingRequests();
  const [viewing, setViewing] = useState<PackageRequest | null>(null);
  const [rejecting, setRejecting] = useState<PackageRequest | null>(null);
  const [approving, setApproving] = useState<PackageRequest | null>(null);
  const count = requests.data?.length ?? 0;

  return (
    <Card aria-label="Solicitudes pendientes">
      <CardHeader>
        <CardTitle>
          Solicitudes pendientes {count > 0 && <Count>{count}</Count>}
        </CardTitle>
      </CardHeader>
      {requests.isError && <Message $tone="error" role="alert">Error cargando datos: {errorDetail(requests.error)}</Message>}
      {requests.data?.length === 0 && <Muted>No hay solicitudes pendientes.</Muted>}
      <List>
        {requests.data?.map((request) => (
          <RequestItem key={request.id} request={request} onView={() => setViewing(request)} onApprove={() => setApproving(request)} onReject={() => setRejecting(request)} />
        ))}
      </List>
      {viewing && (
        <ReceiptDialog
          title={`${viewing.nombre_usuario} · ${viewing.paquete}`}
          url={viewing.comprobante_url}
          type={viewing.comprobante_tipo}
          onClose={() => setViewing(null)}
          actions={<DecisionButtons onApprove={() => (setViewing(null), setApproving(viewing))} onReject={() => (setViewing(null), setRejecting(viewing))} />}
        />
      )}
      {rejecting && <RejectRequestDialog request={rejecting} onClose={() => setRejecting(null)} />}
      {approving && <ApproveRequestDialog request={approving} onClose={() => setApproving(null)} />}
    </Card>
  );
}

function RequestItem({ request, onView, onApprove, onReject }: { request: PackageRequest; onView: () => void; onApprove: () => void; onReject: () => void }) {
  return (
    <Item aria-label={`Solicitud de ${request.nombre_usuario}`}>
      <Thumb type="button" onClick={onView} aria-label="Ver comprobante">
        {PREVIEWABLE.has(request.comprobante_tipo) ? <img src={request.comprobante_url} alt="" /> : <FileText size={28} aria-hidden="true" />}
      </Thumb>
      <Details>
        <strong>{request.nombre_usuario}</strong>
        <span>
          {request.paquete} · {formatPrice(request.precio)}
          {request.tipo === 'renovacion' ? ' · Renovación' : request.tipo === 'recarga' ? ' · Recarga' : ''}
        </span>
        <Muted>{instantDayTime(request.fecha)}</Muted>
      </Details>
      <Buttons>
        <DecisionButtons onApprove={onApprove} onReject={onReject} />
      </Buttons>
    </Item>
  );
}

/** Aprobar and Rechazar, in the list and in the receipt viewer alike: each opens its own dialog. */
function DecisionButtons({ onApprove, onReject }: { onApprove: () => void; onReject: () => void }) {
  return (
    <>
      <Button $variant="secondary" onClick={onReject}>
        <X size={18} aria-hidden="true" /> Rechazar
      </Button>
      <Button onClick={onApprove}>
        <Check size={18} aria-hidden="true" /> Aprobar
      </Button>
    </>
  );
}

const Count = styled.span`
  ${countPill}
  min-width: 26px;
  height: 26px;
  padding: 0 8px;
  font-size: 0.85rem;
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: 12px;
`;

const Item = styled.li`
  display: grid;
  grid-template-columns: 64px 1fr;
  gap: 12px;
  align-items: center;
  padding-top: 12px;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  &:first-child { border-top: 0; padding-top: 0; }
  @media (min-width: 768px) { grid-template-columns: 64px 1fr auto; }
  & > p { grid-column: 1 / -1; }
`;

const Thumb = styled.button`
  display: grid;
  place-items: center;
  width: 64px;
  height: 64px;
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  color: ${({ theme }) => theme.colors.textMuted};
  cursor: pointer;
  & > img { width: 100%; height: 100%; object-fit: cover; }
`;

const Details = styled.div`
  display: flex;
  flex-direction: column;
  min-width: 0;
`;

const Buttons = styled.div`
  display: flex;
  gap: 8px;
  grid-column: 1 / -1;
  & > button { flex: 1; }
  @media (min-width: 768px) { grid-column: auto; & > button { flex: none; } }
`;

const Muted = styled.span`
  font-size: 0.88rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;
