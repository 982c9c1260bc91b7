import { dayLabel } from '../booking-dates';
import type { CancelBookingFlow } from './use-booking-flows';
import { ClassSummary, FailureDetail, FlowDialog } from './flow-dialog';

/** SPEC §4 cancel flow and §8 texts: confirm, delete, then "Turno cancelado" or "Error". */
export function CancelBookingDialog({ flow, now }: { flow: CancelBookingFlow; now: Date }) {
  const [state, send] = flow;
  const { booking, failure } = state.context;
  const close = () => send({ type: 'cancel.close' });

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
  return (
    <FlowDialog
      open={(state.matches('confirming') || submitting) && booking !== null}
      title="¿Estás seguro de que quieres cancelar el turno?"
      description="Se devuelve el crédito a tu paquete."
      onDismiss={() => send({ type: 'cancel.dismiss' })}
      actions={[
        { label: 'Cancelar', variant: 'secondary', onClick: () => send({ type: 'cancel.dismiss' }), disabled: submitting },
        { label: 'Cancelar Turno', variant: 'danger', onClick: () => send({ type: 'cancel.confirm' }), disabled: submitting },
      ]}
    >
      {booking && <ClassSummary day={dayLabel(booking.fecha, now)} hora={booking.hora} disciplina={booking.disciplina} />}
    </FlowDialog>
  );
}
