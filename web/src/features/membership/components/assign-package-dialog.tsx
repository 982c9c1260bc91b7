import { useState } from 'react';
import { Dialog } from '../../../components/dialog';
import { errorDetail } from '../../../lib/api-client';
import { useAssignPackage } from '../api/assign-package';
import { usePaqueteOptions } from '../api/get-paquetes';
import { fullName, type AdminUser } from '../api/types';
import { FieldLabel, Hint, Input, Message, Select } from './form-bits';
import { SubmitActions } from '../../../components/submit-actions';

const NONE = 'none';
type Outcome = { tone: 'success' | 'error'; text: string } | null;

/** SPEC.md §5/§8: pick a package or "Sin paquete"; validity and credits default on the server. */
export function AssignPackageDialog({ user, onClose }: { user: AdminUser; onClose: () => void }) {
  const options = usePaqueteOptions();
  const assign = useAssignPackage();
  const [choice, setChoice] = useState('');
  const [validUntil, setValidUntil] = useState('');
  const [credits, setCredits] = useState('');
  const [outcome, setOutcome] = useState<Outcome>(null);

  const submit = async () => {
    if (!choice) return setOutcome({ tone: 'error', text: 'Por favor, selecciona un paquete' });
    const paqueteId = choice === NONE ? null : Number(choice);
    try {
      await assign.mutateAsync({
        clerkUserId: user.clerkUserId,
        paqueteId,
        ...(paqueteId !== null && validUntil ? { validoHasta: validUntil } : {}),
        ...(paqueteId !== null && credits !== '' ? { creditos_restantes: Number(credits) } : {}),
      });
      setOutcome({ tone: 'success', text: paqueteId === null ? 'Paquete removido correctamente' : 'Paquete asignado correctamente' });
    } catch (failure) {
      setOutcome({ tone: 'error', text: `No se pudo asignar el paquete. ${errorDetail(failure)}` });
    }
  };

  const done = outcome?.tone === 'success';
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title="Asignar paquete" description={fullName(user)}>
      {!done && (
        <>
          <FieldLabel>
            Paquete
            <Select value={choice} onChange={(e) => (setChoice(e.target.value), setOutcome(null))} aria-label="Paquete">
              <option value="">Selecciona un paquete</option>
              {options.data?.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.nombre} ({p.cantidad_clases} clases)
                </option>
              ))}
              <option value={NONE}>Sin paquete</option>
            </Select>
          </FieldLabel>
          {choice !== NONE && (
            <>
              <FieldLabel>
                Válido hasta
                <Input type="date" value={validUntil} onChange={(e) => setValidUntil(e.target.value)} />
                <Hint>Si lo dejas vacío: el 1 del mes próximo.</Hint>
              </FieldLabel>
              <FieldLabel>
                Créditos
                <Input type="number" inputMode="numeric" min={0} value={credits} onChange={(e) => setCredits(e.target.value)} />
                <Hint>Si lo dejas vacío: las clases del paquete.</Hint>
              </FieldLabel>
            </>
          )}
        </>
      )}
      {outcome && <Message $tone={outcome.tone} role={outcome.tone === 'error' ? 'alert' : 'status'}>{outcome.text}</Message>}
      <SubmitActions done={done} pending={assign.isPending} label="Asignar" onSubmit={() => void submit()} onClose={onClose} />
    </Dialog>
  );
}
