import { useState } from 'react';
import { CalendarCheck, Clock3, Receipt, XCircle } from 'lucide-react';
import styled from 'styled-components';
import { Button } from '../../../components/button';
import { Card, CardHeader, CardTitle } from '../../../components/card';
import { Dialog } from '../../../components/dialog';
import { ReceiptPreview } from '../../../components/receipt-preview';
import type { UserPackage } from '../api/types';
import { daysLeft } from '../format';
import { queuedRenewalText } from '../offer-actions';
import { validThrough } from '../../../lib/package-validity';
import { countOf, plural } from '../../../lib/plural';
import { withoutFinalPeriod } from '../../../lib/sentence';

/** The member's balance: the package held (or none) and the state of the latest request. */
export function MyPackageCard({ data }: { data: UserPackage }) {
  const [receiptOpen, setReceiptOpen] = useState(false);
  const request = data.solicitud;
  const held = data.paquete_id !== null;
  return (
    <Card aria-label="Mi paquete">
      <CardHeader>
        <CardTitle>Mi paquete</CardTitle>
      </CardHeader>
      {held ? (
        <Held>
          <div>
            <PackageName>{data.nombre}</PackageName>
            <Muted>
              Válido {validThrough(data.valido_hasta!)} · {daysLeft(data.dias_restantes)}
            </Muted>
          </div>
          {data.libre ? (
            <Credits aria-label="Clases libres">
              <strong>Libre</strong>
              <span>clases</span>
            </Credits>
          ) : data.clases_por_semana ? (
            <Credits aria-label={`${countOf(data.clases_por_semana, 'clase', 'clases')} por semana`}>
              <strong>{data.clases_por_semana}</strong>
              <span>por semana</span>
            </Credits>
          ) : (
            <Credits aria-label={countOf(data.creditos_restantes, 'crédito disponible', 'créditos disponibles')}>
              <strong>{data.creditos_restantes}</strong>
              <span>{plural(data.creditos_restantes, 'crédito', 'créditos')}</span>
            </Credits>
          )}
        </Held>
      ) : (
        <Muted>No tienes un paquete activo. Elige uno y envía tu comprobante de pago.</Muted>
      )}
      {request?.estado === 'pending' && (
        <Notice $tone="info" role="status">
          <Clock3 size={20} aria-hidden="true" />
          <span>
            Tu solicitud de <strong>{request.paquete}</strong> está en revisión. Te avisamos cuando se apruebe.
          </span>
        </Notice>
      )}
      {data.renovacion_en_cola && (
        <Notice $tone="info" role="status">
          <CalendarCheck size={20} aria-hidden="true" />
          <span>
            <strong>{queuedRenewalText(data.renovacion_en_cola)}</strong>, cuando termina tu paquete actual.
          </span>
        </Notice>
      )}
      {request?.estado === 'rejected' && (!held || (request.tipo !== undefined && request.tipo !== 'nuevo')) && (
        <Notice $tone="error" role="alert">
          <XCircle size={20} aria-hidden="true" />
          <span>
            Tu solicitud de <strong>{request.paquete}</strong> fue rechazada.{request.motivo ? ` Motivo: ${withoutFinalPeriod(request.motivo)}.` : ''} Puedes enviar un nuevo comprobante.
          </span>
        </Notice>
      )}
      {held && data.comprobante_url && (
        <Dialog
          open={receiptOpen}
          onOpenChange={setReceiptOpen}
          title="Tu comprobante"
          trigger={
            <ReceiptButton $variant="secondary">
              <Receipt size={18} aria-hidden="true" /> Ver comprobante
            </ReceiptButton>
          }
        >
          <ReceiptPreview url={data.comprobante_url} type={data.comprobante_tipo} />
        </Dialog>
      )}
    </Card>
  );
}

const ReceiptButton = styled(Button)`
  align-self: flex-start;
`;

const Held = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 16px;
`;

const PackageName = styled.p`
  font-size: 1.2rem;
  font-weight: 750;
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Credits = styled.p`
  display: flex;
  flex-direction: column;
  align-items: center;
  min-width: 88px;
  padding: 10px 14px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: #e8f6ee;
  color: ${({ theme }) => theme.colors.success};
  & > strong { font-size: 2rem; line-height: 1; font-weight: 800; }
  & > span { font-size: 0.85rem; font-weight: 650; }
`;

const Notice = styled.p<{ $tone: 'info' | 'error' }>`
  display: flex;
  align-items: flex-start;
  gap: 10px;
  padding: 12px 14px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ $tone, theme }) => ($tone === 'error' ? theme.colors.dangerSoft : theme.colors.surfaceMuted)};
  color: ${({ $tone, theme }) => ($tone === 'error' ? theme.colors.danger : theme.colors.text)};
  & > svg { flex-shrink: 0; margin-top: 2px; }
`;
