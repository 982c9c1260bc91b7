import { ImagePlus } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import styled from 'styled-components';
import { Field, FieldError, FieldLabel } from '../../../components/field';
import { TextField } from '../../../components/text-field';
import { ACCEPTED_IMAGE_TYPES } from '../news-format';

export type NewsFormValues = { titulo: string; subtitulo: string; contenido: string; image: File | null };
export const emptyNewsForm: NewsFormValues = { titulo: '', subtitulo: '', contenido: '', image: null };
export type NewsFormErrors = Partial<Record<'titulo' | 'contenido' | 'image', string>>;

export function validateNewsForm(values: NewsFormValues, imageRequired: boolean, imageError: string | null): NewsFormErrors {
  const errors: NewsFormErrors = {};
  if (!values.titulo.trim()) errors.titulo = 'El título es obligatorio.';
  if (!values.contenido.trim()) errors.contenido = 'El contenido es obligatorio.';
  if (imageError && (imageRequired || values.image)) errors.image = imageError;
  return errors;
}

type Props = {
  values: NewsFormValues;
  errors: NewsFormErrors;
  onChange: (values: NewsFormValues) => void;
  /** The current image when editing (kept unless another is picked). */
  currentImage?: string;
};

/** Título, subtítulo, imagen and contenido, shared by Crear Noticia and the edit dialog. */
export function NewsFields({ values, errors, onChange, currentImage }: Props) {
  const contentId = useId();
  const imageId = useId();
  const preview = usePreview(values.image) ?? currentImage;
  return (
    <>
      <TextField label="Título" value={values.titulo} maxLength={200} error={errors.titulo} onChange={(e) => onChange({ ...values, titulo: e.target.value })} />
      <TextField label="Subtítulo (opcional)" value={values.subtitulo} maxLength={300} onChange={(e) => onChange({ ...values, subtitulo: e.target.value })} />
      <Field>
        <FieldLabel htmlFor={imageId}>Imagen</FieldLabel>
        <Picker $invalid={!!errors.image}>
          {preview ? <img src={preview} alt="Vista previa de la imagen" /> : <ImagePlus size={28} aria-hidden="true" />}
          <span>{values.image ? values.image.name : currentImage ? 'Cambiar imagen' : 'Elegir imagen (JPEG, PNG, WebP o GIF, hasta 5 MB)'}</span>
          <input id={imageId} type="file" accept={ACCEPTED_IMAGE_TYPES.join(',')} onChange={(e) => onChange({ ...values, image: e.target.files?.[0] ?? null })} />
        </Picker>
        {errors.image && <FieldError role="alert">{errors.image}</FieldError>}
      </Field>
      <Field>
        <FieldLabel htmlFor={contentId}>Contenido</FieldLabel>
        <TextArea id={contentId} rows={7} maxLength={20000} value={values.contenido} $invalid={!!errors.contenido} aria-invalid={errors.contenido ? true : undefined} onChange={(e) => onChange({ ...values, contenido: e.target.value })} />
        {errors.contenido && <FieldError>{errors.contenido}</FieldError>}
      </Field>
    </>
  );
}

function usePreview(file: File | null): string | undefined {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!file) return setUrl(undefined);
    const objectUrl = URL.createObjectURL(file);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [file]);
  return url;
}

const Picker = styled.div<{ $invalid: boolean }>`
  position: relative;
  display: flex;
  align-items: center;
  gap: 12px;
  min-height: 64px;
  padding: 10px 14px;
  border: 1.5px dashed ${({ $invalid, theme }) => ($invalid ? theme.colors.danger : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.textMuted};
  overflow-wrap: anywhere;
  img {
    width: 72px;
    height: 48px;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radii.sm};
    flex: none;
  }
  input {
    position: absolute;
    inset: 0;
    opacity: 0;
    cursor: pointer;
  }
  &:focus-within {
    border-color: ${({ theme }) => theme.colors.accent};
  }
`;

const TextArea = styled.textarea<{ $invalid: boolean }>`
  padding: 12px 14px;
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1.5px solid ${({ $invalid, theme }) => ($invalid ? theme.colors.danger : theme.colors.border)};
  font: inherit;
  resize: vertical;
  &:focus {
    outline: none;
    border-color: ${({ theme }) => theme.colors.accent};
    box-shadow: 0 0 0 3px ${({ theme }) => theme.colors.accentSoft};
  }
`;
