import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button } from '../../../components/button';
import { Dialog, DialogActions } from '../../../components/dialog';
import { FormStack } from '../../../components/form-stack';
import { TextField } from '../../../components/text-field';
import { errorDetail } from '../../../lib/api-client';
import { useVideoMutations } from '../api/videos-api';
import { Segment, Segmented } from '../../../components/segmented';

const MAX_BYTES = 200 * 1024 * 1024;

/** Admin: add a video as a link (YouTube, Vimeo…) or by uploading a file (MP4, WebM or MOV up to 200 MB). */
export function AddVideoDialog({ onClose }: { onClose: () => void }) {
  const { add } = useVideoMutations();
  const [mode, setMode] = useState<'link' | 'file'>('link');
  const [nombre, setNombre] = useState('');
  const [url, setUrl] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (mode === 'link' && (!nombre.trim() || !/^https?:\/\//i.test(url.trim()))) return setError('Completa el nombre y un enlace que empiece con https://');
    if (mode === 'file' && !file) return setError('Elige un archivo de video.');
    if (mode === 'file' && file!.size > MAX_BYTES) return setError('El video supera el máximo de 200 MB.');
    try {
      await add.mutateAsync(mode === 'link' ? { nombre: nombre.trim(), url: url.trim() } : { nombre: nombre.trim(), file: file! });
      onClose();
    } catch (failure) {
      setError(errorDetail(failure));
    }
  };

  return (
    <Dialog open onOpenChange={(open) => !open && !add.isPending && onClose()} title="Agregar video">
      <FormStack onSubmit={(e) => void submit(e)} noValidate aria-label="Agregar video">
        <Segmented role="radiogroup" aria-label="Tipo de video">
          <Segment role="radio" aria-checked={mode === 'link'} $selected={mode === 'link'} onClick={() => setMode('link')}>
            Enlace
          </Segment>
          <Segment role="radio" aria-checked={mode === 'file'} $selected={mode === 'file'} onClick={() => setMode('file')}>
            Subir archivo
          </Segment>
        </Segmented>
        <TextField label={mode === 'file' ? 'Nombre (opcional)' : 'Nombre'} value={nombre} maxLength={200} onChange={(e) => setNombre(e.target.value)} />
        {mode === 'link' ? (
          <TextField label="Enlace" type="url" inputMode="url" placeholder="https://" value={url} maxLength={2048} onChange={(e) => setUrl(e.target.value)} />
        ) : (
          <TextField label="Archivo (MP4, WebM o MOV, hasta 200 MB)" type="file" accept="video/mp4,video/webm,video/quicktime" onChange={(e) => setFile(e.target.files?.[0] ?? null)} />
        )}
        {error && <ErrorText role="alert">{error}</ErrorText>}
        <DialogActions>
          <Button $variant="secondary" onClick={onClose} disabled={add.isPending}>
            Cancelar
          </Button>
          <Button type="submit" disabled={add.isPending}>
            {add.isPending ? (mode === 'file' ? 'Subiendo...' : 'Guardando...') : 'Agregar'}
          </Button>
        </DialogActions>
      </FormStack>
    </Dialog>
  );
}



const ErrorText = styled.p`
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 600;
`;
