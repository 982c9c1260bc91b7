import { useState } from 'react';
import styled from 'styled-components';
import { Button } from '../../../components/button';
import { Dialog, DialogActions } from '../../../components/dialog';
import { FormStack } from '../../../components/form-stack';
import { TextField } from '../../../components/text-field';
import { errorDetail } from '../../../lib/api-client';
import { useLibraryEntryMutations, type LibraryExercise } from '../api/exercise-library';
import { ErrorText } from './inline-editor';
import { VideoPickerDialog } from './video-picker-dialog';

/** Edit one library entry: name, default video, notes and whether it is done with bodyweight. */
export function LibraryEntryDialog({ entry, onClose }: { entry: LibraryExercise; onClose: () => void }) {
  const { update } = useLibraryEntryMutations();
  const [nombre, setNombre] = useState(entry.nombre);
  const [video, setVideo] = useState(entry.video ?? '');
  const [notas, setNotas] = useState(entry.notas);
  const [bodyweight, setBodyweight] = useState(entry.peso_corporal);
  const [picking, setPicking] = useState(false);

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={`Editar ${entry.nombre}`}>
      <FormStack aria-label={`Editar ${entry.nombre}`} onSubmit={(event) => {
        event.preventDefault();
        update.mutate({ id: entry.id, nombre: nombre.trim(), video: video.trim() || null, notas: notas.trim(), peso_corporal: bodyweight }, { onSuccess: onClose });
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
        {update.isError && <ErrorText role="alert">{errorDetail(update.error)}</ErrorText>}
        <DialogActions>
          <Button type="button" $variant="secondary" onClick={onClose}>Cancelar</Button>
          <Button type="submit" disabled={update.isPending || nombre.trim() === ''}>Guardar</Button>
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
