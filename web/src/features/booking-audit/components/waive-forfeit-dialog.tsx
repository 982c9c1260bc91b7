import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/button';
import { Dialog, DialogActions } from '../../../components/dialog';
import { FormStack } from '../../../components/form-stack';
import { TextField } from '../../../components/text-field';
import { errorDetail } from '../../../lib/api-client';
import { useWaiveForfeit } from '../api/waive-forfeit';
import type { HistoryEntry } from '../api/types';

/** The admin gives back a credit a late cancellation kept; the reason is the member's ledger line. */
export function WaiveForfeitDialog({ entry, onClose }: { entry: HistoryEntry; onClose: () => void }) {
  const [motivo, setMotivo] = useState('');
  const [error, setError] = useState<string | null>(null);
  const waive = useWaiveForfeit();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!motivo.trim()) return setError('Escribe el motivo: tu socio lo verá en su historial de créditos.');
    setError(null);
    try {
      await waive.mutateAsync({ id: entry.bookingId, motivo: motivo.trim() });
      onClose();
    } catch (failure) {
      setError(errorDetail(failure));
    }
  };

  return (
    <Dialog open onOpenChange={(open) => !open && !waive.isPending && onClose()} title="Devolver crédito" description={`${entry.userName} · clase del ${entry.fecha.slice(8, 10)}/${entry.fecha.slice(5, 7)} ${entry.hora}`}>
      <FormStack onSubmit={(e) => void submit(e)} noValidate>
        <TextField label="Motivo" value={motivo} onChange={(e) => setMotivo(e.target.value)} maxLength={500} autoFocus placeholder="Ej.: Certificado médico" error={error ?? undefined} />
        <DialogActions>
          <Button $variant="secondary" onClick={onClose} disabled={waive.isPending}>
            Cancelar
          </Button>
          <Button type="submit" disabled={waive.isPending}>
            Devolver crédito
          </Button>
        </DialogActions>
      </FormStack>
    </Dialog>
  );
}
