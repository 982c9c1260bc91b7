import { useState } from 'react';
import { Dialog } from '../../../components/dialog';
import { errorDetail } from '../../../lib/api-client';
import { useAdjustCredits } from '../api/adjust-credits';
import { fullName, type AdminUser } from '../api/types';
import { FieldLabel, Hint, Input, Message, TextArea } from './form-bits';
import { SubmitActions } from '../../../components/submit-actions';
import { countOf } from '../../../lib/plural';

/** Adds or removes credits with a required reason (it shows in the member's history). */
export function AdjustCreditsDialog({ user, onClose }: { user: AdminUser; onClose: () => void }) {
  const adjust = useAdjustCredits();
  const [delta, setDelta] = useState('');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  const submit = async () => {
    const amount = Number(delta);
    if (!Number.isInteger(amount) || amount === 0) return setError('Indica cuántos créditos sumar (por ejemplo 2) o restar (por ejemplo -1).');
    if (!reason.trim()) return setError('Indica el motivo del ajuste.');
    try {
      await adjust.mutateAsync({ clerkUserId: user.clerkUserId, delta: amount, reason: reason.trim() });
      setDone(true);
    } catch (failure) {
      setError(errorDetail(failure));
    }
  };

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title="Ajustar créditos" description={`${fullName(user)} · ${countOf(user.creditos_restantes, 'crédito', 'créditos')}`}>
      {done ? (
        <Message $tone="success" role="status">Créditos ajustados correctamente</Message>
      ) : (
        <>
          <FieldLabel>
            Créditos a sumar o restar
            <Input type="number" inputMode="numeric" step={1} value={delta} onChange={(e) => (setDelta(e.target.value), setError(null))} />
            <Hint>Usa un número negativo para restar.</Hint>
          </FieldLabel>
          <FieldLabel>
            Motivo
            <TextArea value={reason} maxLength={500} onChange={(e) => (setReason(e.target.value), setError(null))} placeholder="Ej.: clase de regalo, corrección" />
          </FieldLabel>
          {error && <Message $tone="error" role="alert">{error}</Message>}
        </>
      )}
      <SubmitActions done={done} pending={adjust.isPending} label="Guardar ajuste" onSubmit={() => void submit()} onClose={onClose} />
    </Dialog>
  );
}
