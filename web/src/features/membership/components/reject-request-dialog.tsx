import { useState } from 'react';
import { Button } from '../../../components/button';
import { Dialog, DialogActions } from '../../../components/dialog';
import { errorDetail } from '../../../lib/api-client';
import { useRejectRequest } from '../api/reject-request';
import type { PackageRequest } from '../api/types';
import { FieldLabel, Hint, Message, TextArea } from './form-bits';

/** Rejecting needs a reason: the member reads it on /paquetes. */
export function RejectRequestDialog({ request, onClose }: { request: PackageRequest; onClose: () => void }) {
  const reject = useRejectRequest();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = async () => {
    if (!reason.trim()) return setError('Indica el motivo del rechazo.');
    try {
      await reject.mutateAsync({ requestId: request.id, reason: reason.trim() });
      onClose();
    } catch (failure) {
      setError(errorDetail(failure));
    }
  };

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title="Rechazar solicitud" description={`${request.nombre_usuario} · ${request.paquete}`}>
      <FieldLabel>
        Motivo
        <TextArea value={reason} maxLength={500} onChange={(e) => (setReason(e.target.value), setError(null))} placeholder="Ej.: el monto transferido no coincide" />
        <Hint>El socio verá este motivo en Paquetes.</Hint>
      </FieldLabel>
      {error && <Message $tone="error" role="alert">{error}</Message>}
      <DialogActions>
        <Button $variant="secondary" onClick={onClose}>
          Cancelar
        </Button>
        <Button $variant="danger" onClick={() => void submit()} disabled={reject.isPending}>
          {reject.isPending ? 'Rechazando...' : 'Rechazar'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
