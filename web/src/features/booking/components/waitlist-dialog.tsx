import { dayLabel } from '../booking-dates';
import { ordinal } from '../waitlist-labels';
import type { WaitlistFlow } from './use-booking-flows';
import { ClassSummary, FailureDetail, FlowDialog } from './flow-dialog';
import { PromotionLimitPicker } from './promotion-limit-picker';
import { PROMOTION_LIMIT_OPTIONS } from '../promotion-limit';

/** Join or leave a full class's waitlist: confirm → wait → the place in line (or "Saliste") or an error. */
export function WaitlistDialog({ state, send, now }: WaitlistFlow & { now: Date }) {
  const { occurrence, failure, action, posicion, limit } = state.context;
  const close = () => send({ type: 'waitlist.close' });
  const joining = action === 'join';

  if (state.matches('success')) {
    return joining ? (
      <FlowDialog
        open
        title="Estás en la lista de espera"
        description={`Eres ${ordinal(posicion ?? 1)} en la lista. Si se libera un lugar${untilText(limit)} te reservamos la clase automáticamente, usamos un crédito y te avisamos.`}
        onDismiss={close}
        actions={[{ label: 'Aceptar', onClick: close }]}
      />
    ) : (
      <FlowDialog open title="Saliste de la lista de espera" description="Ya no te reservaremos esa clase si se libera un lugar." onDismiss={close} actions={[{ label: 'Aceptar', onClick: close }]} />
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
  const dismiss = () => send({ type: 'waitlist.dismiss' });
  return (
    <FlowDialog
      open={open}
      title={joining ? 'Clase completa' : 'Salir de la lista de espera'}
      description={
        joining
          ? '¿Quieres unirte a la lista de espera? No usamos ningún crédito hasta que te toque un lugar.'
          : '¿Quieres salir de la lista de espera de esta clase?'
      }
      onDismiss={dismiss}
      actions={[
        { label: joining ? 'Ahora no' : 'Seguir esperando', variant: 'secondary', onClick: dismiss, disabled: submitting },
        joining
          ? { label: submitting ? 'Sumándote...' : 'Unirme a la lista', onClick: () => send({ type: 'waitlist.confirm' }), disabled: submitting }
          : { label: submitting ? 'Saliendo...' : 'Salir de la lista', variant: 'danger', onClick: () => send({ type: 'waitlist.confirm' }), disabled: submitting },
      ]}
    >
      {occurrence && <ClassSummary day={dayLabel(occurrence.fecha, now)} hora={occurrence.hora} disciplina={occurrence.disciplina} />}
      {joining && <PromotionLimitPicker value={limit} disabled={submitting} onChange={(next) => send({ type: 'waitlist.limit', limit: next })} />}
    </FlowDialog>
  );
}

/** ' hasta 6 horas antes de la clase', or nothing for the studio's cutoff. */
const untilText = (limit: number | null) => {
  const option = PROMOTION_LIMIT_OPTIONS.find((o) => o.value === limit && limit !== null);
  return option ? ` hasta ${option.label}` : '';
};
