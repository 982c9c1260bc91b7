import { useState } from 'react';
import styled from 'styled-components';
import { Button } from '../../../components/button';
import { Dialog, DialogActions } from '../../../components/dialog';
import { FormStack } from '../../../components/form-stack';
import { TextField } from '../../../components/text-field';
import { errorDetail } from '../../../lib/api-client';
import { useLibraryEntryMutations, useSaveToLibrary, type LibraryExercise } from '../api/exercise-library';
import { ErrorText } from './inline-editor';
import { VideoPickerDialog } from './video-picker-dialog';

type LibraryEntryDialogProps =
  | { entry: LibraryExercise; onClose: () => void }
  /** A new entry, its name taken from what was searched (so a search that found nothing becomes the entry). */
  | { entry: null; initialName?: string; onClose: () => void };

/** Add or edit one library entry: name, default video, notes and whether it is done with bodyweight. */
export function LibraryEntryDialog(props: LibraryEntryDialogProps) {
  const { entry, onClose } = props;
  const { update } = useLibraryEntryMutations();
  const add = useSaveToLibrary();
  const [nombre, setNombre] = useState(props.entry === null ? (props.initialName ?? '') : props.entry.nombre);
  const [video, setVideo] = useState(entry?.video ?? '');
  const [notas, setNotas] = useState(entry?.notas ?? '');
  const [bodyweight, setBodyweight] = useState(entry?.peso_corporal ?? false);
  const [picking, setPicking] = useState(false);
  const saving = entry ? update : add;
  const title = entry ? `Editar ${entry.nombre}` : 'Nuevo ejercicio';

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={title}>
      <FormStack aria-label={title} onSubmit={(event) => {
        event.preventDefault();
        const fields = { nombre: nombre.trim(), video: video.trim() || null, notas: notas.trim(), peso_corporal: bodyweight };
        if (entry) update.mutate({ id: entry.id, ...fields }, { onSuccess: onClose });
        else add.mutate(fields, { onSuccess: onClose });
      }}>
        <TextField label="Nombre" value={nombre} required maxLength={200} onChange={(e) => setNombre(e.target.value)} />
        <VideoRow>
          <TextField label="Video (enlace)" value={video} placeholder="Sin video" onChange={(e) => setVideo(e.target.value)} />
          <Button type="button" $variant="secondary" onClick={() => setPicking(true)}>Elegir de Videos</Button>
        </VideoRow>
        <Notes>
          <span>Notas</span>
          <textarea aria-label="Notas" rows={3} value={notas} maxLength={2000} onChange={(e) => setNotas(e.target.value)} />
        </Notes>
        <Check>
          <input type="checkbox" checked={bodyweight} onChange={(e) => setBodyweight(e.target.checked)} />
          Peso corporal (sus series no llevan kg)
        </Check>
        {saving.isError && <ErrorText role="alert">{errorDetail(saving.error)}</ErrorText>}
        <DialogActions>
          <Button type="button" $variant="secondary" onClick={onClose}>Cancelar</Button>
          <Button type="submit" disabled={saving.isPending || nombre.trim() === ''}>{entry ? 'Guardar' : 'Agregar'}</Button>
        </DialogActions>
      </FormStack>
      <VideoPickerDialog open={picking} onClose={() => setPicking(false)} onPick={setVideo} />
    </Dialog>
  );
}

const VideoRow = styled.div`
  display: flex;
  flex-direction: column;
  gap: 8px;
  @media (min-width: 640px) {
    flex-direction: row;
    align-items: flex-end;
    > :first-child { flex: 1; min-width: 0; }
    > :first-child input { width: 100%; min-width: 0; }
    > button { white-space: nowrap; flex-shrink: 0; }
  }
`;

const Notes = styled.label`
  display: flex;
  flex-direction: column;
  gap: 6px;
  font-weight: 650;
  font-size: 0.95rem;
  textarea {
    padding: 10px;
    border: 1.5px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.sm};
    font: inherit;
    font-weight: 400;
    resize: vertical;
  }
`;

const Check = styled.label`
  display: flex;
  align-items: center;
  gap: 8px;
  min-height: 44px;
  input { width: 20px; height: 20px; }
`;
