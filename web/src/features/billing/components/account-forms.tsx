import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import styled from 'styled-components';
import type { PaymentMethodView } from '../../../../../contract/billing';
import { paquetesQuery } from '../../../api/packages/paquetes';
import { Button } from '../../../components/button';
import { Select } from '../../../components/select';
import { TextField } from '../../../components/text-field';
import { errorDetail } from '../../../lib/api-client';
import { formatPrice } from '../../../lib/format-price';
import { useAssignMonthlyPlan, useRecordPayment } from '../api/monthly-account';
import { METHOD_LABEL, pesos } from '../account-wording';
import { BoxedForm, Hint, Label, Message } from './form-parts';

/** "18.000", "18000" or "18.000,50" as the studio types pesos, in centavos; null when it is not an amount. */
export function parsePesos(typed: string): number | null {
  const normalized = typed.trim().replace(/\$|\s/g, '').replace(/\.(?=\d{3}(\D|$))/g, '').replace(',', '.');
  if (!/^\d+(\.\d{1,2})?$/.test(normalized)) return null;
  const centavos = Math.round(Number(normalized) * 100);
  return centavos > 0 ? centavos : null;
}

/** A payment of any method, full or partial: it settles her oldest months first. */
export function PaymentForm({ userId, owed }: { userId: string; owed: number }) {
  const pay = useRecordPayment(userId);
  const [amount, setAmount] = useState(String(owed / 100));
  const [method, setMethod] = useState<PaymentMethodView>('transferencia');
  const [reference, setReference] = useState('');
  const [message, setMessage] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);

  const submit = async () => {
    const centavos = parsePesos(amount);
    if (centavos === null) return setMessage({ tone: 'error', text: 'Indica el monto en pesos, por ejemplo 18.000.' });
    try {
      await pay.mutateAsync({ clerkUserId: userId, monto_centavos: centavos, medio: method, referencia: reference.trim() || undefined });
      setMessage({ tone: 'success', text: `Pago de ${pesos(centavos)} registrado.` });
      setAmount(String(Math.max(0, owed - centavos) / 100));
      setReference('');
    } catch (failure) {
      setMessage({ tone: 'error', text: errorDetail(failure) });
    }
  };

  return (
    <BoxedForm aria-label="Registrar pago" onSubmit={(e) => (e.preventDefault(), void submit())}>
      <h3>Registrar pago</h3>
      <Row>
        <TextField label="Monto" inputMode="decimal" value={amount} onChange={(e) => (setAmount(e.target.value), setMessage(null))} hint={`Debe ${pesos(owed)}: se salda primero la cuota más vieja.`} />
        <Label>
          Medio
          <Select value={method} onChange={(e) => setMethod(e.target.value as PaymentMethodView)}>
            {(Object.keys(METHOD_LABEL) as PaymentMethodView[]).map((m) => <option key={m} value={m}>{METHOD_LABEL[m]}</option>)}
          </Select>
        </Label>
      </Row>
      <TextField label="Referencia (opcional)" value={reference} maxLength={120} onChange={(e) => setReference(e.target.value)} placeholder="Ej.: número de operación" />
      {message && <Message $tone={message.tone} role={message.tone === 'error' ? 'alert' : 'status'}>{message.text}</Message>}
      <div><Button type="submit" disabled={pay.isPending}>{pay.isPending ? 'Guardando...' : 'Registrar pago'}</Button></div>
    </BoxedForm>
  );
}

type PlanMode = 'por_mes' | 'por_semana' | 'libre';
const PLAN_MODE_HINT: Record<PlanMode, string> = {
  por_mes: 'Desde hoy se cobra cada mes, pague o no, y cada mes recibe las clases del paquete.',
  por_semana: 'Desde hoy se cobra cada mes, pague o no, y cada semana puede reservar esas clases.',
  libre: 'Desde hoy se cobra cada mes, pague o no, y puede reservar todas las clases que quiera.',
};

/** A catalog package sold by the month: from today she owes its price each month and gets its classes each month. */
export function AssignPlanForm({ userId }: { userId: string }) {
  const packages = useQuery(paquetesQuery());
  const assign = useAssignMonthlyPlan(userId);
  const [packageId, setPackageId] = useState<number | null>(null);
  const [mode, setMode] = useState<PlanMode>('por_mes');
  const [perWeek, setPerWeek] = useState('2');
  const [error, setError] = useState<string | null>(null);
  const chosen = packageId ?? packages.data?.[0]?.id ?? null;

  const submit = async () => {
    if (chosen === null) return setError('Primero crea un paquete con su precio mensual.');
    try {
      const classes = mode === 'por_semana' ? { modalidad: mode, clases_por_semana: Number(perWeek) } : { modalidad: mode };
      await assign.mutateAsync({ clerkUserId: userId, paqueteId: chosen, ...classes });
    } catch (failure) {
      setError(errorDetail(failure));
    }
  };

  return (
    <BoxedForm aria-label="Dar abono mensual" onSubmit={(e) => (e.preventDefault(), void submit())}>
      <h3>Dar abono mensual</h3>
      <Label>
        Paquete
        <Select value={chosen ?? ''} onChange={(e) => (setPackageId(Number(e.target.value)), setError(null))}>
          {packages.data?.map((p) => <option key={p.id} value={p.id}>{p.nombre} · {formatPrice(p.precio)} por mes</option>)}
        </Select>
      </Label>
      <Row>
        <Label>
          Clases
          <Select value={mode} onChange={(e) => (setMode(e.target.value as PlanMode), setError(null))}>
            <option value="por_mes">Las del paquete, por mes</option>
            <option value="por_semana">Por semana</option>
            <option value="libre">Libres</option>
          </Select>
        </Label>
        {mode === 'por_semana' && (
          <TextField label="Clases por semana" inputMode="numeric" value={perWeek} onChange={(e) => (setPerWeek(e.target.value), setError(null))} />
        )}
      </Row>
      <Hint>{PLAN_MODE_HINT[mode]}</Hint>
      {error && <Message $tone="error" role="alert">{error}</Message>}
      <div><Button type="submit" disabled={assign.isPending}>{assign.isPending ? 'Guardando...' : 'Dar abono'}</Button></div>
    </BoxedForm>
  );
}


const Row = styled.div`
  display: grid;
  gap: 10px;
  grid-template-columns: repeat(auto-fit, minmax(160px, 1fr));
  align-items: start;
`;
