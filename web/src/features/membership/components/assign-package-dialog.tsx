import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Dialog } from '../../../components/dialog';
import { EmptyState } from '../../../components/empty-state';
import { Select } from '../../../components/select';
import { SubmitActions } from '../../../components/submit-actions';
import { errorDetail } from '../../../lib/api-client';
import { useAssignPackage, useAssignmentTerms } from '../api/assign-package';
import { paquetesQuery } from '../../../api/packages/paquetes';
import { fullName, type AdminUser, type ApprovalTerms } from '../api/types';
import { FieldLabel, Message } from './form-bits';
import { TermsFields, TermsSummary, useTermsForm } from './package-terms-form';
import { countOf } from '../../../lib/plural';

const NONE = 'none';
type Outcome = { tone: 'success' | 'error'; text: string } | null;

/**
 * docs/product.md §5/§8: pick a package or "Sin paquete". A package shows what the studio's rule gives today (dates and
 * credits, prorated or starting next month); the admin may change them, with a reason.
 */
export function AssignPackageDialog({ user, onClose }: { user: AdminUser; onClose: () => void }) {
  const options = useQuery(paquetesQuery());
  const [choice, setChoice] = useState('');
  const [outcome, setOutcome] = useState<Outcome>(null);
  const paqueteId = choice === '' || choice === NONE ? null : Number(choice);
  const terms = useAssignmentTerms(paqueteId);
  const done = outcome?.tone === 'success';

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title="Asignar paquete" description={fullName(user)}>
      {!done && (
        <FieldLabel>
          Paquete
          <Select value={choice} onChange={(e) => (setChoice(e.target.value), setOutcome(null))} aria-label="Paquete">
            <option value="">Selecciona un paquete</option>
            {options.data?.map((p) => (
              <option key={p.id} value={p.id}>
                {p.nombre} ({countOf(p.cantidad_clases, 'clase', 'clases')})
              </option>
            ))}
            <option value={NONE}>Sin paquete</option>
          </Select>
        </FieldLabel>
      )}
      {!done && paqueteId !== null && terms.isPending && <EmptyState role="status">Calculando vigencia y créditos...</EmptyState>}
      {!done && paqueteId !== null && terms.isError && <Message $tone="error" role="alert">{errorDetail(terms.error)}</Message>}
      {paqueteId !== null && terms.data ? (
        <AssignTerms key={paqueteId} user={user} paqueteId={paqueteId} proposed={terms.data} outcome={outcome} setOutcome={setOutcome} onClose={onClose} />
      ) : (
        <AssignNone user={user} choice={choice} outcome={outcome} setOutcome={setOutcome} onClose={onClose} />
      )}
    </Dialog>
  );
}

type Step = { user: AdminUser; outcome: Outcome; setOutcome: (o: Outcome) => void; onClose: () => void };

function OutcomeMessage({ outcome }: { outcome: Outcome }) {
  return outcome && <Message $tone={outcome.tone} role={outcome.tone === 'error' ? 'alert' : 'status'}>{outcome.text}</Message>;
}

/** No package chosen yet, or "Sin paquete". */
function AssignNone({ user, choice, outcome, setOutcome, onClose }: Step & { choice: string }) {
  const assign = useAssignPackage();
  const submit = async () => {
    if (choice !== NONE) return setOutcome({ tone: 'error', text: 'Por favor, selecciona un paquete' });
    try {
      await assign.mutateAsync({ clerkUserId: user.clerkUserId, paqueteId: null });
      setOutcome({ tone: 'success', text: 'Paquete removido correctamente' });
    } catch (failure) {
      setOutcome({ tone: 'error', text: `No se pudo asignar el paquete. ${errorDetail(failure)}` });
    }
  };
  return (
    <>
      <OutcomeMessage outcome={outcome} />
      <SubmitActions done={outcome?.tone === 'success'} pending={assign.isPending} label="Asignar" onSubmit={() => void submit()} onClose={onClose} />
    </>
  );
}

function AssignTerms({ user, paqueteId, proposed, outcome, setOutcome, onClose }: Step & { paqueteId: number; proposed: ApprovalTerms }) {
  const assign = useAssignPackage();
  const form = useTermsForm(proposed);
  const done = outcome?.tone === 'success';
  const submit = async () => {
    const choice = form.check();
    if (choice.error) return setOutcome({ tone: 'error', text: choice.error });
    try {
      const adjusted = choice.changed ? { validoHasta: choice.validUntil, creditos_restantes: choice.credits, motivo: choice.reason } : {};
      await assign.mutateAsync({ clerkUserId: user.clerkUserId, paqueteId, ...adjusted });
      setOutcome({ tone: 'success', text: 'Paquete asignado correctamente' });
    } catch (failure) {
      setOutcome({ tone: 'error', text: `No se pudo asignar el paquete. ${errorDetail(failure)}` });
    }
  };
  return (
    <>
      {!done && <TermsSummary proposed={proposed} />}
      {!done && <TermsFields form={form} onEdit={() => setOutcome(null)} />}
      <OutcomeMessage outcome={outcome} />
      <SubmitActions done={done} pending={assign.isPending} label="Asignar" onSubmit={() => void submit()} onClose={onClose} />
    </>
  );
}
