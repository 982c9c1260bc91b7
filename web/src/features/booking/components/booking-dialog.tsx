import { useEffect } from 'react';
import { dayMonth } from '../../../lib/calendar-date';
import type { Makeup } from '../api/my-makeups';
import { dayLabel, weekdayDayMonth } from '../booking-dates';
import type { BookingFlow } from './use-booking-flows';
import { BookingCancelNote, DebtNote, HealthStatementNote, preloadDialogExtras, StandingBookingAction } from './dialog-extras';
import { ClassSummary, FailureDetail, FlowDialog } from './flow-dialog';

const CREDIT_TEXT = '¿Quieres reservar esta clase? Se descuenta un crédito de tu paquete.';

/** What the confirm step says: the credit it costs, the make-up right that can pay it instead, or only that right. */
function confirmText(makeup: Makeup | null, creditBookable: boolean): string {
  if (!makeup) return CREDIT_TEXT;
  const right = `tu recupero de la clase del ${weekdayDayMonth(makeup.fecha)} (vence el ${dayMonth(makeup.vence)})`;
  if (!creditBookable) return `Usas ${right}: no se descuenta ningún crédito.`;
  return `Puedes pagarla con un crédito de tu paquete o con ${right}.`;
}

/** Confirm → reserving → "Reserva Confirmada" or "No se pudo reservar" (docs/product.md §8 Bookings). */
export function BookingDialog({ state, send, now }: BookingFlow & { now: Date }) {
  const { occurrence, failure, makeup, creditBookable, paidWith } = state.context;
  const close = () => send({ type: 'booking.close' });
  useEffect(preloadDialogExtras, []);

  if (state.matches('success')) {
    const byMakeup = paidWith === 'makeup';
    // Right after booking is when "every week" is asked; offered before, it would read as a second way to book. A
    // make-up is a one-off class, never a week to repeat.
    return (
      <FlowDialog open title="Reserva Confirmada" description={byMakeup ? 'Usaste un recupero: no se descontó ningún crédito.' : 'Tu turno fue reservado correctamente.'} onDismiss={close} actions={[{ label: 'Aceptar', onClick: close }]}>
        {occurrence && !byMakeup && <StandingBookingAction userId={state.context.userId} horarioId={occurrence.horario_id} fecha={occurrence.fecha} unica={occurrence.unica} />}
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
  const byCredit = state.matches('submitting');
  const byMakeup = state.matches('submittingMakeup');
  const submitting = byCredit || byMakeup;
  const open = (state.matches('confirming') || submitting) && occurrence !== null;
  const dismiss = { label: 'Cancelar', variant: 'secondary' as const, onClick: () => send({ type: 'booking.dismiss' }), disabled: submitting };
  const withMakeup = { label: byMakeup ? 'Reservando...' : 'Usar un recupero', onClick: () => send({ type: 'booking.useMakeup' }), disabled: submitting };
  const withCredit = { label: byCredit ? 'Reservando...' : 'Reservar', onClick: () => send({ type: 'booking.confirm' }), disabled: submitting };
  const actions = !makeup ? [dismiss, withCredit] : creditBookable ? [dismiss, { ...withMakeup, variant: 'secondary' as const }, withCredit] : [dismiss, withMakeup];

  return (
    <FlowDialog open={open} title="Reservar turno" description={confirmText(makeup, creditBookable)} onDismiss={() => send({ type: 'booking.dismiss' })} actions={actions}>
      {occurrence && <ClassSummary day={dayLabel(occurrence.fecha, now)} hora={occurrence.hora} disciplina={occurrence.disciplina} />}
      {/* Before booking, not after: what cancelling will cost is part of the decision to book. */}
      {occurrence && <BookingCancelNote rules={occurrence.reglas} now={now} />}
      {occurrence && <HealthStatementNote />}
      {occurrence && <DebtNote userId={state.context.userId} />}
    </FlowDialog>
  );
}
