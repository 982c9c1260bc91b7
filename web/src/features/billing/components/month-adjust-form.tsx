import { useState } from 'react';
import { Button } from '../../../components/button';
import { Select } from '../../../components/select';
import { TextField } from '../../../components/text-field';
import { errorDetail } from '../../../lib/api-client';
import { dayMonth } from '../../../lib/calendar-date';
import { useGrantDiscount, useWriteOffDebt } from '../api/monthly-account';
import { pesos } from '../account-wording';
import { parsePesos } from './account-forms';
import { Actions, BoxedForm, Label, Message } from './form-parts';

/**
 * Less owed on one month, always with a reason her ledger keeps: a discount of part of it (a family discount, a week
 * the studio closed) or the whole balance forgiven (an injury, a settlement).
 */
export function MonthAdjustForm({ userId, months }: { userId: string; months: { periodo: string; debe: number }[] }) {
  const discount = useGrantDiscount(userId);
  const writeOff = useWriteOffDebt(userId);
  const owed = months.filter((m) => m.debe > 0);
  const [period, setPeriod] = useState(owed[0]?.periodo ?? '');
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [message, setMessage] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const month = owed.find((m) => m.periodo === period) ?? owed[0];
  if (!month) return null;

  const run = async (kind: 'descuento' | 'condonar') => {
    if (!reason.trim()) return setMessage({ tone: 'error', text: 'Indica el motivo: queda en sus movimientos.' });
    try {
      if (kind === 'condonar') {
        await writeOff.mutateAsync({ clerkUserId: userId, periodo: month.periodo, motivo: reason.trim() });
        setMessage({ tone: 'success', text: `Perdonaste el saldo de la cuota del ${dayMonth(month.periodo)}.` });
      } else {
        const centavos = parsePesos(amount);
        if (centavos === null) return setMessage({ tone: 'error', text: 'Indica el descuento en pesos, por ejemplo 2.800.' });
        await discount.mutateAsync({ clerkUserId: userId, periodo: month.periodo, monto_centavos: centavos, motivo: reason.trim() });
        setMessage({ tone: 'success', text: `Descuento de ${pesos(centavos)} en la cuota del ${dayMonth(month.periodo)}.` });
      }
      setAmount('');
      setReason('');
    } catch (failure) {
      setMessage({ tone: 'error', text: errorDetail(failure) });
    }
  };

  return (
    <BoxedForm aria-label="Descuento o deuda perdonada" onSubmit={(e) => (e.preventDefault(), void run('descuento'))}>
      <h3>Descuento o deuda perdonada</h3>
      <Label>
        Cuota
        <Select value={month.periodo} onChange={(e) => (setPeriod(e.target.value), setMessage(null))}>
          {owed.map((m) => <option key={m.periodo} value={m.periodo}>Cuota del {dayMonth(m.periodo)} · debe {pesos(m.debe)}</option>)}
        </Select>
      </Label>
      <TextField label="Descuento (opcional)" inputMode="decimal" value={amount} onChange={(e) => (setAmount(e.target.value), setMessage(null))} placeholder="Ej.: 2.800" />
      <TextField label="Motivo" value={reason} maxLength={200} onChange={(e) => (setReason(e.target.value), setMessage(null))} placeholder="Ej.: descuento familiar" />
      {message && <Message $tone={message.tone} role={message.tone === 'error' ? 'alert' : 'status'}>{message.text}</Message>}
      <Actions>
        <Button type="submit" $variant="secondary" disabled={discount.isPending}>Descontar</Button>
        <Button type="button" $variant="secondary" disabled={writeOff.isPending} onClick={() => void run('condonar')}>Perdonar el saldo</Button>
      </Actions>
    </BoxedForm>
  );
}
