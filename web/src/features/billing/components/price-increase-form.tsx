import { useState } from 'react';
import styled from 'styled-components';
import type { MethodPricesView } from '../../../../../contract/price-lists';
import type { PaymentMethodView } from '../../../../../contract/billing';
import { Button } from '../../../components/button';
import { ChoiceRow } from '../../../components/choice-row';
import { TextField } from '../../../components/text-field';
import { errorDetail } from '../../../lib/api-client';
import { METHOD_LABEL, pesos } from '../account-wording';
import { useSchedulePrice } from '../api/schedule-price';
import { checkIncrease, initialIncrease, raisedBy, type PriceIncreaseValues } from '../price-increase-form';
import { BoxedForm, Choices, Hint, Legend, Message } from './form-parts';

const METHODS = Object.keys(METHOD_LABEL) as PaymentMethodView[];

/** "Programar aumento": from a day, today's prices raised by a percentage or typed per method, and the plan's rules. */
export function PriceIncreaseForm({ packageId, current, tomorrow }: { packageId: number; current: MethodPricesView; tomorrow: string }) {
  const schedule = useSchedulePrice(packageId);
  const [v, setV] = useState<PriceIncreaseValues>(() => initialIncrease(current, tomorrow));
  const [message, setMessage] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const change = (next: Partial<PriceIncreaseValues>) => (setV({ ...v, ...next }), setMessage(null));
  const percent = Number(v.porcentaje.replace(',', '.'));
  const preview = v.modo === 'porcentaje' && Number.isFinite(percent) && v.porcentaje.trim() ? raisedBy(current, percent) : null;

  const submit = async () => {
    const checked = checkIncrease(v, current);
    if (!checked.ok) return setMessage({ tone: 'error', text: checked.error });
    try {
      await schedule.mutateAsync({ paqueteId: packageId, ...checked.body });
      setMessage({ tone: 'success', text: `Aumento programado desde el ${checked.body.desde.split('-').toReversed().join('/')}.` });
    } catch (failure) {
      setMessage({ tone: 'error', text: errorDetail(failure) });
    }
  };

  return (
    <BoxedForm aria-label="Programar aumento" onSubmit={(e) => (e.preventDefault(), void submit())}>
      <h3>Programar aumento</h3>
      <TextField label="Rige desde" type="date" min={tomorrow} value={v.desde} onChange={(e) => change({ desde: e.target.value })} />
      <Choices>
        <Legend>Precios nuevos</Legend>
        <ChoiceRow><input type="radio" name={`modo-${packageId}`} checked={v.modo === 'porcentaje'} onChange={() => change({ modo: 'porcentaje' })} /> Un porcentaje sobre los de hoy</ChoiceRow>
        <ChoiceRow><input type="radio" name={`modo-${packageId}`} checked={v.modo === 'precios'} onChange={() => change({ modo: 'precios' })} /> Un precio por medio de pago</ChoiceRow>
      </Choices>
      {v.modo === 'porcentaje' ? (
        <>
          <TextField label="Aumento (%)" inputMode="decimal" value={v.porcentaje} onChange={(e) => change({ porcentaje: e.target.value })} />
          {preview && <Hint>{METHODS.map((m) => `${METHOD_LABEL[m]} ${pesos(preview[m])}`).join(' · ')} (redondeado a $ 100)</Hint>}
        </>
      ) : (
        <Row>
          {METHODS.map((m) => (
            <TextField key={m} label={METHOD_LABEL[m]} inputMode="decimal" value={v.precios[m]} onChange={(e) => change({ precios: { ...v.precios, [m]: e.target.value } })} />
          ))}
        </Row>
      )}
      <Hint>Cada mes se cobra al precio más alto; quien paga con un medio más barato recibe la diferencia como descuento.</Hint>
      <ChoiceRow><input type="checkbox" checked={v.prontoPago.activo} onChange={(e) => change({ prontoPago: { ...v.prontoPago, activo: e.target.checked } })} /> Descuento por pronto pago</ChoiceRow>
      {v.prontoPago.activo && (
        <Row>
          <TextField label="Hasta el día" inputMode="numeric" value={v.prontoPago.hastaDia} onChange={(e) => change({ prontoPago: { ...v.prontoPago, hastaDia: e.target.value } })} />
          <TextField label="Descuento ($)" inputMode="decimal" value={v.prontoPago.descuento} onChange={(e) => change({ prontoPago: { ...v.prontoPago, descuento: e.target.value } })} />
        </Row>
      )}
      <ChoiceRow><input type="checkbox" checked={v.recargo.activo} onChange={(e) => change({ recargo: { ...v.recargo, activo: e.target.checked } })} /> Recargo por pago fuera de término</ChoiceRow>
      {v.recargo.activo && (
        <Row>
          <TextField label="Después del día" inputMode="numeric" value={v.recargo.despuesDia} onChange={(e) => change({ recargo: { ...v.recargo, despuesDia: e.target.value } })} />
          <TextField label="Recargo ($)" inputMode="decimal" value={v.recargo.monto} onChange={(e) => change({ recargo: { ...v.recargo, monto: e.target.value } })} />
        </Row>
      )}
      {(v.prontoPago.activo || v.recargo.activo) && <Hint>Los días se cuentan desde la fecha de cobro de cada socio, que es el primero.</Hint>}
      {message && <Message $tone={message.tone} role={message.tone === 'error' ? 'alert' : 'status'}>{message.text}</Message>}
      <div><Button type="submit" disabled={schedule.isPending}>{schedule.isPending ? 'Guardando...' : 'Programar aumento'}</Button></div>
    </BoxedForm>
  );
}

const Row = styled.div`
  display: grid;
  gap: 10px;
  grid-template-columns: repeat(auto-fit, minmax(140px, 1fr));
  align-items: start;
`;
