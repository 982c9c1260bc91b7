import { Check, Pencil, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { useState } from 'react';
import styled from 'styled-components';
import { IconButton } from './icon-button';

type InlineEditorProps = {
  value: string;
  /** What the pencil and the input are called for screen readers ("nombre de la planificación"). */
  label: string;
  onSave: (value: string) => void;
  children: ReactNode;
  inputType?: 'text' | 'number';
  /** Shown when the input is blank (docs/product.md §5 El nombre no puede estar vacío). */
  emptyError?: string;
  icon?: ReactNode;
};

/**
 * Text with a pencil: the pencil turns it into an input with save and cancel (docs/product.md §2 plan editor). Edits a name
 * (plans, weeks, days, blocks) or a number (a block's rest in seconds, `inputType="number"`).
 */
export function InlineEditor({ value, label, onSave, children, inputType = 'text', emptyError = 'El nombre no puede estar vacío', icon }: InlineEditorProps) {
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  if (draft === null) {
    return (
      <Row>
        {children}
        <IconButton type="button" aria-label={`Editar ${label}`} onClick={() => setDraft(value)}>
          {icon ?? <Pencil size={18} aria-hidden="true" />}
        </IconButton>
      </Row>
    );
  }

  const cancel = () => {
    setDraft(null);
    setError(null);
  };
  const save = () => {
    if (!draft.trim()) {
      setError(emptyError);
      return;
    }
    onSave(draft.trim());
    cancel();
  };

  return (
    <Form
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
    >
      <Row>
        <Input
          aria-label={label}
          type={inputType}
          min={inputType === 'number' ? 0 : undefined}
          value={draft}
          aria-invalid={error ? true : undefined}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => event.key === 'Escape' && cancel()}
          autoFocus
        />
        <IconButton type="submit" aria-label="Guardar">
          <Check size={18} aria-hidden="true" />
        </IconButton>
        <IconButton type="button" aria-label="Cancelar" onClick={cancel}>
          <X size={18} aria-hidden="true" />
        </IconButton>
      </Row>
      {error && <ErrorText role="alert">{error}</ErrorText>}
    </Form>
  );
}

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: 6px;
  min-width: 0;
`;

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 4px;
  min-width: 0;
`;

export const Input = styled.input`
  min-width: 0;
  flex: 1;
  min-height: 40px;
  padding: 0 10px;
  border: 1.5px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surface};
  font-size: 1rem;
  &:focus { outline: none; border-color: ${({ theme }) => theme.colors.accent}; }
  &[aria-invalid='true'] { border-color: ${({ theme }) => theme.colors.danger}; }
`;

export const ErrorText = styled.p`
  color: ${({ theme }) => theme.colors.danger};
  font-size: 0.9rem;
  font-weight: 600;
`;
