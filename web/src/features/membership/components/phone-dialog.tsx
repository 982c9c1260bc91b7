import { useState } from 'react';
import { argentineMobile } from '../../../../../contract/phone';
import { Button } from '../../../components/button';
import { Dialog, DialogActions } from '../../../components/dialog';
import { errorDetail } from '../../../lib/api-client';
import { readablePhone } from '../../../lib/readable-phone';
import { useSetMemberPhone } from '../api/set-phone';
import { fullName, type AdminUser } from '../api/types';
import { FieldLabel, Hint, Input, Message } from './form-bits';

/** The member's mobile for WhatsApp, as staff type it; empty takes it off. The server decides; this only warns first. */
export function PhoneDialog({ user, phone, onClose }: { user: AdminUser; phone: string | null; onClose: () => void }) {
  const save = useSetMemberPhone();
  const [typed, setTyped] = useState(readablePhone(phone));
  const [error, setError] = useState<string | null>(null);
  const looksWrong = typed.trim() !== '' && argentineMobile(typed) === undefined;

  const submit = async () => {
    try {
      await save.mutateAsync({ clerkUserId: user.clerkUserId, telefono: typed });
      onClose();
    } catch (failure) {
      setError(errorDetail(failure));
    }
  };

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title="Teléfono" description={fullName(user)}>
      <FieldLabel>
        Celular
        <Input type="tel" inputMode="tel" autoComplete="off" value={typed} maxLength={40} onChange={(e) => (setTyped(e.target.value), setError(null))} placeholder="11 5555-1234" />
        <Hint>{looksWrong ? 'Revisa el número: tiene que ser un celular de Argentina con característica.' : 'Con característica, como lo escribirías en WhatsApp. Vacío lo quita.'}</Hint>
      </FieldLabel>
      {error && <Message $tone="error" role="alert">{error}</Message>}
      <DialogActions>
        <Button $variant="secondary" onClick={onClose}>
          Cancelar
        </Button>
        <Button onClick={() => void submit()} disabled={save.isPending}>
          {save.isPending ? 'Guardando...' : 'Guardar'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
