import { useState } from 'react';
import styled from 'styled-components';
import { Button } from '../../../components/button';
import { Dialog, DialogActions } from '../../../components/dialog';
import { EmptyState } from '../../../components/empty-state';
import { errorDetail } from '../../../lib/api-client';
import { useApprovalTerms, useApproveRequest } from '../api/approve-request';
import type { PackageRequest } from '../api/types';
import { FieldLabel, Hint, Input, Message, TextArea } from './form-bits';

const day = (iso: string) => new Intl.DateTimeFormat('es-AR', { day: 'numeric', month: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`));
const lastDay = (validUntil: string) => new Date(new Date(`${validUntil}T00:00:00Z`).getTime() - 86_400_000).toISOString().slice(0, 10);

/** Approving shows what the studio's rule gives (dates, credits, prorated or not); other figures need a reason. */
export function ApproveRequestDialog({ request, onClose }: { request: PackageRequest; onClose: () => void }) {
  const terms = useApprovalTerms(request.id);
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title="Aprobar solicitud" description={`${request.nombre_usuario} · ${request.paquete}`}>
      {terms.isPending && <EmptyState role="status">Calculando vigencia y créditos...</EmptyState>}
      {terms.isError && <Message $tone="error" role="alert">{errorDetail(terms.error)}</Message>}
      {terms.data && <TermsForm request={request} proposed={terms.data} onClose={onClose} />}
    </Dialog>
  );
}

type Terms = { tipo?: 'nuevo' | 'renovacion' | 'recarga'; valido_desde: string; valido_hasta: string; creditos: number; cantidad_clases: number; prorrateado: boolean };

function TermsForm({ request, proposed, onClose }: { request: PackageRequest; proposed: Terms; onClose: () => void }) {
  const approve = useApproveRequest();
  const [validUntil, setValidUntil] = useState(proposed.valido_hasta);
  const [credits, setCredits] = useState(String(proposed.creditos));
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const changed = validUntil !== proposed.valido_hasta || Number(credits) !== proposed.creditos;

  const submit = async () => {
    const creditos = Number(credits);
    if (!Number.isInteger(creditos) || creditos < 0) return setError('Los créditos tienen que ser un número entero no negativo.');
    if (changed && !reason.trim()) return setError('Indica el motivo del cambio.');
    try {
      await approve.mutateAsync(changed ? { requestId: request.id, validoHasta: validUntil, creditos, motivo: reason.trim() } : { requestId: request.id });
      onClose();
    } catch (failure) {
      setError(errorDetail(failure));
    }
  };

  return (
    <>
      <Summary aria-label="Lo que da la regla del estudio">
        {proposed.tipo === 'recarga' ? (
          <li>Recarga: los créditos se suman ahora al paquete actual, que vence el {day(proposed.valido_hasta)}</li>
        ) : (
          <li>
            {proposed.tipo === 'renovacion' ? 'Renovación: válida' : 'Válido'} del {day(proposed.valido_desde)} al {day(lastDay(proposed.valido_hasta))}
          </li>
        )}
        <li>
          {proposed.creditos} {proposed.creditos === 1 ? 'crédito' : 'créditos'}
          {proposed.prorrateado ? ` (proporcional a los días que quedan; ${proposed.cantidad_clases} al mes)` : ''}
        </li>
      </Summary>
      <Fields>
        {proposed.tipo !== 'recarga' && (
          <FieldLabel>
            Vence el
            <Input type="date" value={validUntil} onChange={(e) => (setValidUntil(e.target.value), setError(null))} />
            <Hint>El paquete deja de valer al comenzar ese día.</Hint>
          </FieldLabel>
        )}
        <FieldLabel>
          Créditos
          <Input type="number" inputMode="numeric" min={0} max={1000} value={credits} onChange={(e) => (setCredits(e.target.value), setError(null))} />
        </FieldLabel>
      </Fields>
      {changed && (
        <FieldLabel>
          Motivo del cambio
          <TextArea value={reason} maxLength={500} onChange={(e) => (setReason(e.target.value), setError(null))} placeholder="Ej.: pagó el mes completo" />
        </FieldLabel>
      )}
      {error && <Message $tone="error" role="alert">{error}</Message>}
      <DialogActions>
        <Button $variant="secondary" onClick={onClose}>
          Cancelar
        </Button>
        <Button onClick={() => void submit()} disabled={approve.isPending}>
          {approve.isPending ? 'Aprobando...' : 'Aprobar'}
        </Button>
      </DialogActions>
    </>
  );
}

const Summary = styled.ul`
  margin: 0;
  padding: 12px 14px;
  list-style: none;
  display: grid;
  gap: 4px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  font-weight: 650;
`;

const Fields = styled.div`
  display: grid;
  gap: 12px;
  @media (min-width: 560px) {
    grid-template-columns: 1fr 1fr;
  }
`;
