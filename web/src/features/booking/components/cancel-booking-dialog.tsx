import { X } from 'lucide-react';
import { useEffect } from 'react';
import styled from 'styled-components';
import { useMemberBookings } from '../api/get-member-bookings';
import { dayLabel } from '../booking-dates';
import { cancelConsequence, type CancelTerms, type MakeupTerms } from '../cancel-terms';
import type { CancelBookingFlow } from './use-booking-flows';
import { ClassSummary, FailureDetail, FlowDialog } from './flow-dialog';
import { preloadDialogExtras, StandingBookingAction } from './dialog-extras';

/** docs/product.md §4 cancel flow and §8 texts: confirm, delete, then "Turno cancelado" or "No se pudo cancelar". */
export function CancelBookingDialog({ state, send, now }: CancelBookingFlow & { now: Date }) {
  const { booking, failure, userId } = state.context;
  const close = () => send({ type: 'cancel.close' });
  const confirming = state.matches('confirming');
  // The terms ride on the member's turnos (getReservasByIdUsr): fetched again when the dialog opens, so "now" is now.
  const turnos = useMemberBookings(userId);
  const { refetch } = turnos;
  useEffect(preloadDialogExtras, []);
  useEffect(() => {
    if (confirming) void refetch();
  }, [confirming, refetch]);

  if (state.matches('success')) {
    return <FlowDialog open title="Turno cancelado" description="Tu turno fue cancelado correctamente." onDismiss={close} actions={[{ label: 'Aceptar', onClick: close }]} />;
  }
  if (state.matches('failure') && failure) {
    return (
      <FlowDialog open title={failure.title} description={failure.message} onDismiss={close} actions={[{ label: 'Aceptar', onClick: close }]}>
        {failure.detail && <FailureDetail>{failure.detail}</FailureDetail>}
      </FlowDialog>
    );
  }
  const submitting = state.matches('submitting');
  const turno = turnos.data?.find((t) => t.estado !== 'en_espera' && t.id === booking?.id) as ({ cancelacion?: CancelTerms | null } & MakeupTerms) | undefined;
  const terms = turno?.cancelacion;
  const consequence = cancelConsequence(terms, now, turno ?? {});
  return (
    <FlowDialog
      open={(confirming || submitting) && booking !== null}
      title="¿Estás seguro de que quieres cancelar el turno?"
      description={consequence.tone === 'warning' ? <Warning>{consequence.text}</Warning> : consequence.text}
      onDismiss={() => send({ type: 'cancel.dismiss' })}
      actions={[
        // docs/product.md §8: Cancelar Turno deletes the booking (danger, with its icon); Cancelar only closes, so it
        // reads as the plain way out rather than a second button of the same weight.
        { label: 'Cancelar', variant: 'ghost', onClick: () => send({ type: 'cancel.dismiss' }), disabled: submitting },
        { label: 'Cancelar Turno', variant: 'danger', icon: <X size={18} aria-hidden="true" />, onClick: () => send({ type: 'cancel.confirm' }), disabled: submitting },
      ]}
    >
      {booking && <ClassSummary day={dayLabel(booking.fecha, now)} hora={booking.hora} disciplina={booking.disciplina} />}
      {/* A make-up is a one-off class: never offered as a week to repeat. */}
      {booking?.horario_id !== undefined && !submitting && !turno?.es_recupero && <StandingBookingAction userId={userId} horarioId={booking.horario_id} fecha={booking.fecha} unica={booking.unica} />}
    </FlowDialog>
  );
}

const Warning = styled.strong`
  color: ${({ theme }) => theme.colors.danger};
`;
