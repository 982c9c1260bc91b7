import { useEffect } from 'react';
import { dayLabel } from '../booking-dates';
import type { BookingFlow } from './use-booking-flows';
import { BookingCancelNote, DebtNote, HealthStatementNote, preloadDialogExtras, StandingBookingAction } from './dialog-extras';
import { ClassSummary, FailureDetail, FlowDialog } from './flow-dialog';

/** Confirm → reserving → "Reserva Confirmada" or "No se pudo reservar" (docs/product.md §8 Bookings). */
export function BookingDialog({ state, send, now }: BookingFlow & { now: Date }) {
  const { occurrence, failure } = state.context;
  const close = () => send({ type: 'booking.close' });
  useEffect(preloadDialogExtras, []);

  if (state.matches('success')) {
    // Right after booking is when "every week" is asked; offered before, it would read as a second way to book.
    return (
      <FlowDialog open title="Reserva Confirmada" description="Tu turno fue reservado correctamente." onDismiss={close} actions={[{ label: 'Aceptar', onClick: close }]}>
        {occurrence && <StandingBookingAction userId={state.context.userId} horarioId={occurrence.horario_id} fecha={occurrence.fecha} unica={occurrence.unica} />}
      </FlowDialog>
    );
  }
  if (state.matches('failure') && failure) {
    return (
      <FlowDialog open title={failure.title} description={failure.message} onDismiss={close} actions={[{ label: 'Aceptar', onClick: close }]}>
        {failure.detail && failure.detail !== failure.message && <FailureDetail>{failure.detail}</FailureDetail>}
      </FlowDialog>
    );
  }
  const submitting = state.matches('submitting');
  const open = (state.matches('confirming') || submitting) && occurrence !== null;

  return (
    <FlowDialog
      open={open}
      title="Reservar turno"
      description="¿Quieres reservar esta clase? Se descuenta un crédito de tu paquete."
      onDismiss={() => send({ type: 'booking.dismiss' })}
      actions={[
        { label: 'Cancelar', variant: 'secondary', onClick: () => send({ type: 'booking.dismiss' }), disabled: submitting },
        { label: submitting ? 'Reservando...' : 'Reservar', onClick: () => send({ type: 'booking.confirm' }), disabled: submitting },
      ]}
    >
      {occurrence && <ClassSummary day={dayLabel(occurrence.fecha, now)} hora={occurrence.hora} disciplina={occurrence.disciplina} />}
      {/* Before booking, not after: what cancelling will cost is part of the decision to book. */}
      {occurrence && <BookingCancelNote rules={occurrence.reglas} now={now} />}
      {occurrence && <HealthStatementNote />}
      {occurrence && <DebtNote userId={state.context.userId} />}
    </FlowDialog>
  );
}
