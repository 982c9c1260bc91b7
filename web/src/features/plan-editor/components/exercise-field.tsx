import { Check, X } from 'lucide-react';
import styled from 'styled-components';
import { IconButton } from './icon-button';

/** The row an exercise's field (notes, own rest) reads and edits in: the value or its form, then the icon buttons. */
export const FieldRow = styled.div`
  display: flex;
  align-items: flex-start;
  gap: 4px;
  min-width: 0;
`;

export const FieldText = styled.p`
  flex: 1;
  min-width: 0;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  font-size: 0.92rem;
`;

export const FieldMuted = styled(FieldText)`
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** Submit (its label says what it saves) and cancel, the end of every exercise field's form. */
export function SaveCancel({ saveLabel, onCancel }: { saveLabel: string; onCancel: () => void }) {
  return (
    <>
      <IconButton type="submit" aria-label={saveLabel}><Check size={16} aria-hidden="true" /></IconButton>
      <IconButton type="button" aria-label="Cancelar" onClick={onCancel}><X size={16} aria-hidden="true" /></IconButton>
    </>
  );
}
