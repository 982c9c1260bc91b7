import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import styled from 'styled-components';
import { Button } from '../../../components/button';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { Dialog, DialogActions } from '../../../components/dialog';
import { cancelBooking } from '../../../api/booking/cancel-booking';
import { errorDetail, refreshesAfter } from '../../../lib/api-client';
import { auditKeys } from '../api/audit-keys';
import type { RosterEntry } from '../api/types';
import { occupancyKeys, standingBookingsKeys, waitlistKeys } from '../../../api/route-keys';

/** The booking the admin asked to cancel, with the class it belongs to (for the confirm text). */
export type CancelTarget = { entry: RosterEntry; classLabel: string };

type Outcome = { ok: true; nombre: string } | { ok: false; detail: string };

/**
 * Confirm → cancel → "Turno cancelado" or "No se pudo cancelar". Lives above the class list: the roster row disappears
 * when the cancellation lands, and the outcome must stay on screen.
 */
export function useAdminCancel() {
  const queryClient = useQueryClient();
  const [target, setTarget] = useState<CancelTarget | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const cancel = useMutation({
    // As an admin: the server records the reason 'admin'.
    mutationFn: (id: number) => cancelBooking({ id }),
    ...refreshesAfter(queryClient, [auditKeys.all, occupancyKeys.all, waitlistKeys.all, standingBookingsKeys.all]),
  });

  const confirm = async () => {
    if (!target) return;
    let next: Outcome;
    try {
      await cancel.mutateAsync(target.entry.id);
      next = { ok: true, nombre: target.entry.nombre };
    } catch (failure) {
      next = { ok: false, detail: errorDetail(failure) };
    }
    // One render: the question closes as the answer opens.
    setTarget(null);
    setOutcome(next);
  };

  const dialogs = (
    <>
      <ConfirmDialog
        open={target !== null}
        onOpenChange={(open) => !open && setTarget(null)}
        title="¿Estás seguro? Esta acción no se puede deshacer"
        description={target ? `Se cancela el turno de ${target.entry.nombre} (${target.classLabel}) y, si tiene paquete activo, recupera el crédito.` : undefined}
        confirmLabel="Cancelar Turno"
        onConfirm={confirm}
      />
      <OutcomeDialog outcome={outcome} onClose={() => setOutcome(null)} />
    </>
  );
  return { ask: setTarget, dialogs };
}

function OutcomeDialog({ outcome, onClose }: { outcome: Outcome | null; onClose: () => void }) {
  const title = outcome?.ok === false ? 'No se pudo cancelar' : 'Turno cancelado';
  const description = outcome?.ok === false ? 'No se pudo cancelar el turno.' : `El turno de ${outcome?.nombre ?? ''} fue cancelado correctamente.`;
  return (
    <Dialog open={outcome !== null} onOpenChange={(open) => !open && onClose()} title={title} description={description} showClose={false}>
      {outcome?.ok === false && <Detail>{outcome.detail}</Detail>}
      <DialogActions>
        <Button onClick={onClose}>Aceptar</Button>
      </DialogActions>
    </Dialog>
  );
}

const Detail = styled.p`
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 600;
`;
