import { Flag } from 'lucide-react';
import styled from 'styled-components';
import { Button } from '../../../components/button';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { countOf, plural } from '../../../lib/plural';

type FinishSectionProps = {
  note: string;
  failure: string | null;
  /** Finishing (or waiting for sets still saving): the note and the button wait. */
  finishing: boolean;
  /** The machine asks before finishing with sets left. */
  asking: boolean;
  missing: number;
  onNote: (value: string) => void;
  onFinish: () => void;
  /** true: finish anyway; false: keep logging. */
  onAnswer: (finish: boolean) => void;
};

/** The session's end: the note for the coach, "Finalizar entrenamiento", and the question when sets are left. */
export function FinishSection({ note, failure, finishing, asking, missing, onNote, onFinish, onAnswer }: FinishSectionProps) {
  return (
    <Finish>
      <label htmlFor="session-note">Nota (opcional)</label>
      <textarea
        id="session-note"
        rows={3}
        maxLength={2000}
        placeholder="¿Cómo te sentiste? ¿Algo para tu profe?"
        value={note}
        onChange={(e) => onNote(e.target.value)}
        disabled={finishing}
      />
      {failure && <p role="alert">{failure}</p>}
      <Button $block $size="lg" disabled={finishing} onClick={onFinish}>
        <Flag size={20} aria-hidden="true" />
        {finishing ? 'Finalizando…' : 'Finalizar entrenamiento'}
      </Button>
      <ConfirmDialog
        open={asking}
        onOpenChange={(open) => !open && onAnswer(false)}
        title={`Te ${plural(missing, 'falta', 'faltan')} ${countOf(missing, 'serie', 'series')}. ¿Terminar igual?`}
        description="Las series sin marcar quedan sin registrar."
        cancelLabel="Seguir entrenando"
        confirmLabel="Terminar igual"
        confirmVariant="primary"
        onConfirm={() => onAnswer(true)}
      />
    </Finish>
  );
}

const Finish = styled.section`
  display: flex;
  flex-direction: column;
  gap: 10px;
  label { font-weight: 650; }
  textarea {
    padding: 12px 14px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    font: inherit;
    resize: vertical;
  }
  p[role='alert'] { color: ${({ theme }) => theme.colors.danger}; font-weight: 600; }
`;
