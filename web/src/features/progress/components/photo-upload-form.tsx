import { Camera } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import type { Pose } from '../../../../../contract/progress';
import { Button } from '../../../components/button';
import { Field, FieldError, FieldLabel } from '../../../components/field';
import { Select } from '../../../components/select';
import { TextField } from '../../../components/text-field';
import { errorDetail } from '../../../lib/api-client';
import { useUploadPhoto } from '../api/photos';
import { PHOTO_FORMATS, PHOTO_TYPES, photoFileError, POSES } from '../photo-groups';
import { FormPanel, Lead, Refused, Saved } from './progress.styles';

/** She uploads a photo of one pose for a day (today unless she picks another). */
export function PhotoUploadForm({ today }: { today: string }) {
  const poseId = useId();
  const fileId = useId();
  const [pose, setPose] = useState<Pose>('frente');
  const [fecha, setFecha] = useState(today);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  // A new key empties the file input once the photo is up (its value cannot be set).
  const [picker, setPicker] = useState(0);
  const [saved, setSaved] = useState(false);
  const upload = useUploadPhoto();

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    setSaved(false);
    const error = photoFileError(file);
    setFileError(error);
    if (error || !file) return;
    upload.mutate({ fecha, pose, file }, { onSuccess: () => (setSaved(true), setFile(null), setPicker((n) => n + 1)) });
  };
  const edit = (change: () => void) => (change(), setSaved(false), setFileError(null), upload.reset());

  return (
    <FormPanel onSubmit={onSubmit} aria-label="Subir una foto" noValidate>
      <h3>Subir una foto</h3>
      <Lead>{PHOTO_FORMATS}, hasta 10 MB. Se guarda sin datos de ubicación ni de la cámara.</Lead>
      <Fields>
        <Field>
          <FieldLabel htmlFor={poseId}>Pose</FieldLabel>
          <Select id={poseId} value={pose} onChange={(e) => edit(() => setPose(e.target.value as Pose))}>
            {POSES.map((p) => (
              <option key={p.pose} value={p.pose}>
                {p.label}
              </option>
            ))}
          </Select>
        </Field>
        <TextField label="Fecha" type="date" max={today} value={fecha} onChange={(e) => edit(() => setFecha(e.target.value))} />
      </Fields>
      <Field>
        <FieldLabel htmlFor={fileId}>Foto</FieldLabel>
        <Picker $invalid={!!fileError}>
          <Camera size={24} aria-hidden="true" />
          <span>{file ? file.name : 'Elegir una foto'}</span>
          <input
            key={picker}
            id={fileId}
            type="file"
            accept={PHOTO_TYPES.join(',')}
            aria-invalid={fileError ? true : undefined}
            onChange={(e) => edit(() => setFile(e.target.files?.[0] ?? null))}
          />
        </Picker>
        {fileError && <FieldError role="alert">{fileError}</FieldError>}
      </Field>
      {upload.isError && <Refused role="alert">{errorDetail(upload.error)}</Refused>}
      {saved && <Saved role="status">Foto subida.</Saved>}
      <div>
        <Button type="submit" disabled={upload.isPending}>
          {upload.isPending ? 'Subiendo...' : 'Subir foto'}
        </Button>
      </div>
    </FormPanel>
  );
}

const Fields = styled.div`
  display: grid;
  gap: 10px;
  @media (min-width: 560px) { grid-template-columns: 1fr 1fr; align-items: start; }
`;

// The browser's own picker, invisible over a label of ours: its button would speak the browser's language.
const Picker = styled.div<{ $invalid: boolean }>`
  position: relative;
  display: flex;
  align-items: center;
  gap: 10px;
  min-height: 52px;
  padding: 10px 14px;
  border: 1.5px dashed ${({ $invalid, theme }) => ($invalid ? theme.colors.danger : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.textMuted};
  overflow-wrap: anywhere;
  input { position: absolute; inset: 0; opacity: 0; cursor: pointer; }
  &:focus-within { border-color: ${({ theme }) => theme.colors.accent}; }
`;
