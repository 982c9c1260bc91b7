import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/button';
import { Dialog, DialogActions } from '../../../components/dialog';
import { FormStack } from '../../../components/form-stack';
import { TextField } from '../../../components/text-field';
import { errorDetail } from '../../../lib/api-client';
import { useVideoMutations, type Video } from '../api/videos-api';

export function RenameVideoDialog({ video, onClose }: { video: Video; onClose: () => void }) {
  const { rename } = useVideoMutations();
  const [nombre, setNombre] = useState(video.nombre);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!nombre.trim()) return setError('El nombre no puede estar vacío.');
    try {
      await rename.mutateAsync({ id: video.id, nombre: nombre.trim() });
      onClose();
    } catch (failure) {
      setError(errorDetail(failure));
    }
  };

  return (
    <Dialog open onOpenChange={(open) => !open && !rename.isPending && onClose()} title="Renombrar video">
      <FormStack onSubmit={(e) => void submit(e)} noValidate aria-label="Renombrar video">
        <TextField label="Nombre" value={nombre} maxLength={200} error={error ?? undefined} onChange={(e) => setNombre(e.target.value)} />
        <DialogActions>
          <Button $variant="secondary" onClick={onClose} disabled={rename.isPending}>
            Cancelar
          </Button>
          <Button type="submit" disabled={rename.isPending}>
            Guardar
          </Button>
        </DialogActions>
      </FormStack>
    </Dialog>
  );
}
