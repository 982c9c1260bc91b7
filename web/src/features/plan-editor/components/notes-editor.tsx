import { NotebookPen } from 'lucide-react';
import { useState } from 'react';
import styled from 'styled-components';
import { FieldMuted, FieldRow, FieldText, SaveCancel } from './exercise-field';
import { IconButton } from './icon-button';

/**
 * An exercise's notes (the product description's Ejercicio.notas: tempo, cues), shown to the member under the exercise. A pencil
 * opens a text area; saving it blank clears them.
 */
export function NotesEditor({ notes, exercise, onSave }: { notes: string; exercise: string; onSave: (notas: string) => void }) {
  const [draft, setDraft] = useState<string | null>(null);
  const label = `notas de ${exercise}`;

  if (draft === null) {
    return (
      <FieldRow>
        {notes ? <FieldText>{notes}</FieldText> : <FieldMuted>Sin notas</FieldMuted>}
        <IconButton type="button" aria-label={`Editar ${label}`} onClick={() => setDraft(notes)}>
          <NotebookPen size={16} aria-hidden="true" />
        </IconButton>
      </FieldRow>
    );
  }
  return (
    <FieldRow as="form" onSubmit={(event) => {
      event.preventDefault();
      onSave(draft.trim());
      setDraft(null);
    }}>
      <Area aria-label={label} rows={2} maxLength={2000} value={draft} placeholder="Ej.: baja en 3 segundos" autoFocus onChange={(event) => setDraft(event.target.value)} />
      <SaveCancel saveLabel="Guardar notas" onCancel={() => setDraft(null)} />
    </FieldRow>
  );
}

const Area = styled.textarea`
  flex: 1;
  min-width: 0;
  padding: 8px 10px;
  border: 1.5px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surface};
  font: inherit;
  resize: vertical;
  &:focus { outline: none; border-color: ${({ theme }) => theme.colors.accent}; }
`;
