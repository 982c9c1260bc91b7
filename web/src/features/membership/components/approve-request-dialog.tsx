import { useState } from 'react';
import { Button } from '../../../components/button';
import { Dialog, DialogActions } from '../../../components/dialog';
import { EmptyState } from '../../../components/empty-state';
import { errorDetail } from '../../../lib/api-client';
import { useApprovalTerms, useApproveRequest } from '../api/approve-request';
import type { ApprovalTerms, PackageRequest } from '../api/types';
import { Message } from './form-bits';
import { TermsFields, TermsSummary, useTermsForm } from './package-terms-form';

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

function TermsForm({ request, proposed, onClose }: { request: PackageRequest; proposed: ApprovalTerms; onClose: () => void }) {
  const approve = useApproveRequest();
  const form = useTermsForm(proposed);
  const [error, setError] = useState<string | null>(null);

  const submit = async () => {
    const choice = form.check();
    if (choice.error) return setError(choice.error);
    try {
      await approve.mutateAsync(choice.changed ? { requestId: request.id, validoHasta: choice.validUntil, creditos: choice.credits, motivo: choice.reason } : { requestId: request.id });
      onClose();
    } catch (failure) {
      setError(errorDetail(failure));
    }
  };

  return (
    <>
      <TermsSummary proposed={proposed} />
      <TermsFields form={form} onEdit={() => setError(null)} />
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
