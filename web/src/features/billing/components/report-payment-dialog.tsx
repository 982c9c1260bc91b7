import { useId, useState } from 'react';
import { Upload } from 'lucide-react';
import styled from 'styled-components';
import { Button } from '../../../components/button';
import { Dialog, DialogActions } from '../../../components/dialog';
import { Select } from '../../../components/select';
import { TextField } from '../../../components/text-field';
import { errorDetail } from '../../../lib/api-client';
import { useReportPayment } from '../api/monthly-account';
import { METHOD_LABEL, pesos } from '../account-wording';
import { parsePesos } from './account-forms';
import { Label } from './form-parts';

// The types the server accepts as proof (services/platform/uploads/proof-file.ts).
const ACCEPT = 'application/pdf,image/jpeg,image/png,image/webp,image/gif,image/heic,image/heif,.heic,.heif,.pdf';

/** She tells the studio she paid (all she owes or part of it) with the transfer's receipt; staff approve it. */
export function ReportPaymentDialog({ userId, owed, onClose }: { userId: string; owed: number; onClose: () => void }) {
  const report = useReportPayment(userId);
  const inputId = useId();
  const [amount, setAmount] = useState(String(owed / 100));
  const [method, setMethod] = useState<'transferencia' | 'mercado_pago'>('transferencia');
  const [operation, setOperation] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);

  const submit = async () => {
    const centavos = parsePesos(amount);
    if (centavos === null) return setError('Indica el monto en pesos, por ejemplo 18.000.');
    if (!file) return setError('Elige el comprobante de la transferencia.');
    try {
      await report.mutateAsync({ monto_centavos: centavos, medio: method, file, ...(operation.trim() ? { operacion: operation.trim() } : {}) });
      onClose();
    } catch (failure) {
      setError(errorDetail(failure));
    }
  };

  return (
    <Dialog open onOpenChange={(o) => !o && onClose()} title="Informar pago" description={`Debes ${pesos(owed)}. Puedes pagar todo o una parte: se salda primero la cuota más vieja.`}>
      <Form onSubmit={(e) => (e.preventDefault(), void submit())}>
        <TextField label="Monto que pagaste" inputMode="decimal" value={amount} onChange={(e) => (setAmount(e.target.value), setError(null))} />
        <Label>
          Medio
          <Select value={method} onChange={(e) => setMethod(e.target.value as 'transferencia' | 'mercado_pago')}>
            <option value="transferencia">{METHOD_LABEL.transferencia}</option>
            <option value="mercado_pago">{METHOD_LABEL.mercado_pago}</option>
          </Select>
        </Label>
        <TextField label="Número de operación (opcional)" inputMode="numeric" maxLength={40} value={operation} onChange={(e) => setOperation(e.target.value)} />
        <FilePicker htmlFor={inputId} $chosen={file !== null}>
          <Upload size={20} aria-hidden="true" />
          <span>{file ? `Comprobante: ${file.name}` : 'Elegir comprobante'}</span>
        </FilePicker>
        <HiddenInput id={inputId} type="file" accept={ACCEPT} aria-label="Comprobante de la transferencia" onChange={(e) => (setFile(e.target.files?.[0] ?? null), setError(null))} />
        {error && <Failure role="alert">{error}</Failure>}
        <DialogActions>
          <Button type="button" $variant="secondary" onClick={onClose}>Cancelar</Button>
          <Button type="submit" disabled={report.isPending}>{report.isPending ? 'Enviando...' : 'Enviar comprobante'}</Button>
        </DialogActions>
      </Form>
    </Dialog>
  );
}

const Form = styled.form`
  display: grid;
  gap: 12px;
`;


const FilePicker = styled.label<{ $chosen: boolean }>`
  display: flex;
  align-items: center;
  gap: 10px;
  min-height: 56px;
  padding: 0 16px;
  border: 1.5px dashed ${({ theme, $chosen }) => ($chosen ? theme.colors.success : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.md};
  font-weight: 650;
  cursor: pointer;
  overflow-wrap: anywhere;
`;

const HiddenInput = styled.input`
  position: absolute;
  width: 1px;
  height: 1px;
  opacity: 0;
`;

const Failure = styled.p`
  color: ${({ theme }) => theme.colors.dangerHover};
  font-weight: 600;
`;
