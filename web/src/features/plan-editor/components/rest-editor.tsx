import { Timer } from 'lucide-react';
import { useState } from 'react';
import styled from 'styled-components';
import { FieldMuted, FieldRow, FieldText, SaveCancel } from './exercise-field';
import { IconButton } from './icon-button';

/**
 * An exercise's own rest (180 s after heavy squats, 60 s after accessories). Left empty, the block's rest applies,
 * so the coach sets it only where it differs. The server checks the range (0 to 900 s) and answers why in Spanish.
 */
export function RestEditor({ rest, blockRest, exercise, onSave }: { rest: number | null | undefined; blockRest: number; exercise: string; onSave: (descanso: string | null) => void }) {
  const [draft, setDraft] = useState<string | null>(null);
  const label = `descanso de ${exercise}`;
  const own = rest ?? null;

  if (draft === null) {
    return (
      <FieldRow>
        {own === null ? <FieldMuted>Descanso: el del bloque ({blockRest} s)</FieldMuted> : <FieldText>Descanso: {own} s</FieldText>}
        <IconButton type="button" aria-label={`Editar ${label}`} onClick={() => setDraft(own === null ? '' : String(own))}>
          <Timer size={16} aria-hidden="true" />
        </IconButton>
      </FieldRow>
    );
  }
  return (
    <FieldRow as="form" onSubmit={(event) => {
      event.preventDefault();
      onSave(draft.trim() === '' ? null : draft.trim());
      setDraft(null);
    }}>
      <Field>
        <Input aria-label={label} type="number" inputMode="numeric" value={draft} placeholder={`Del bloque (${blockRest} s)`} autoFocus onChange={(event) => setDraft(event.target.value)} />
        <Hint>Segundos. Déjalo vacío para usar el del bloque.</Hint>
      </Field>
      <SaveCancel saveLabel="Guardar descanso" onCancel={() => setDraft(null)} />
    </FieldRow>
  );
}

const Field = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: 2px;
  min-width: 0;
`;

const Input = styled.input`
  width: 100%;
  max-width: 200px;
  padding: 8px 10px;
  border: 1.5px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surface};
  font: inherit;
  &:focus { outline: none; border-color: ${({ theme }) => theme.colors.accent}; }
`;

const Hint = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.8rem;
`;
