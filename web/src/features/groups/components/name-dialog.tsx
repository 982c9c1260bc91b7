import { useState } from 'react';
import { Button } from '../../../components/button';
import { Dialog, DialogActions } from '../../../components/dialog';
import { TextField } from '../../../components/text-field';
import { errorDetail } from '../../../lib/api-client';

type NameDialogProps = { open: boolean; title: string; initial?: string; confirmLabel: string; onClose: () => void; onSave: (nombre: string) => Promise<unknown> };

/** Add or rename a group. */
export function NameDialog({ open, title, initial = '', confirmLabel, onClose, onSave }: NameDialogProps) {
  const [nombre, setNombre] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const save = async () => {
    if (!nombre.trim()) return setError('El nombre no puede estar vacío');
    setPending(true);
    try {
      await onSave(nombre.trim());
      onClose();
    } catch (failure) {
      setError(errorDetail(failure));
    } finally {
      setPending(false);
    }
  };
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()} title={title}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <TextField label="Nombre del grupo" value={nombre} onChange={(e) => setNombre(e.target.value)} error={error ?? undefined} autoFocus />
        <DialogActions>
          <Button $variant="secondary" onClick={onClose} disabled={pending}>
            Cancelar
          </Button>
          <Button type="submit" disabled={pending}>
            {confirmLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
