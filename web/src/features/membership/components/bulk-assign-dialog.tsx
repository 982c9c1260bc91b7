import { useState } from 'react';
import styled from 'styled-components';
import { Button } from '../../../components/button';
import { Dialog, DialogActions } from '../../../components/dialog';
import { errorDetail } from '../../../lib/api-client';
import { useBulkAssign, type BulkAssignInput, type BulkAssignResult } from '../api/bulk-assign';
import { usePaqueteOptions } from '../api/get-paquetes';
import { FieldLabel, Hint, Message, Select } from './form-bits';

type Mode = BulkAssignInput['modo'];
/** The members: the ids chosen, or every member matching the list's filter. */
export type BulkTarget = { clerkUserIds: string[] } | { filtro: Record<string, string> };

const socios = (n: number) => (n === 1 ? '1 socio' : `${n} socios`);
const MODES: Record<Mode, { label: string; hint: string; verb: string }> = {
  asignar: { label: 'Asignar ahora', hint: 'Empieza hoy y reemplaza el paquete que tengan.', verb: 'Asignar' },
  renovar: { label: 'Renovar', hint: 'Con un paquete activo, empieza cuando termine; sin paquete, empieza hoy.', verb: 'Renovar' },
};

/** Usuarios' bulk action: choose the package and the mode, confirm how many and which, then see each member's result. */
export function BulkAssignDialog(props: { count: number; target: BulkTarget; onClose: () => void; onDone: () => void }) {
  const { onClose, onDone } = props;
  // What was chosen when the dialog opened: the list's selection is cleared once the assignment is done.
  const [{ count, target }] = useState(() => ({ count: props.count, target: props.target }));
  const paquetes = usePaqueteOptions();
  const bulk = useBulkAssign();
  const [paqueteId, setPaqueteId] = useState('');
  const [modo, setModo] = useState<Mode>('asignar');
  const [step, setStep] = useState<'choose' | 'confirm'>('choose');
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<BulkAssignResult | null>(null);
  const chosen = paquetes.data?.find((p) => String(p.id) === paqueteId);

  const next = () => (chosen ? setStep('confirm') : setError('Elige un paquete.'));
  const send = async () => {
    setError(null);
    try {
      setResult(await bulk.mutateAsync({ paqueteId: Number(paqueteId), modo, ...target }));
      onDone();
    } catch (failure) {
      setError(errorDetail(failure));
    }
  };

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={`Asignar paquete a ${socios(count)}`}>
      {result ? (
        <Results result={result} />
      ) : step === 'choose' ? (
        <>
          <FieldLabel>
            Paquete
            <Select value={paqueteId} onChange={(e) => (setPaqueteId(e.target.value), setError(null))}>
              <option value="">Elige un paquete</option>
              {paquetes.data?.map((p) => <option key={p.id} value={p.id}>{p.nombre} ({p.cantidad_clases} clases)</option>)}
            </Select>
          </FieldLabel>
          <fieldset>
            <legend>Cómo</legend>
            {(Object.keys(MODES) as Mode[]).map((m) => (
              <Choice key={m}>
                <input type="radio" name="modo" value={m} checked={modo === m} onChange={() => setModo(m)} />
                <span><strong>{MODES[m].label}</strong> <Hint>{MODES[m].hint}</Hint></span>
              </Choice>
            ))}
          </fieldset>
        </>
      ) : (
        <Confirm role="status">
          <strong>¿{MODES[modo].verb} «{chosen?.nombre}» a {socios(count)}?</strong> {MODES[modo].hint} Quien no pueda recibirlo queda sin cambios, con su motivo.
        </Confirm>
      )}
      {error && <Message $tone="error" role="alert">{error}</Message>}
      <DialogActions>
        {result ? (
          <Button onClick={onClose}>Cerrar</Button>
        ) : (
          <>
            <Button $variant="secondary" onClick={step === 'confirm' ? () => setStep('choose') : onClose}>{step === 'confirm' ? 'Volver' : 'Cancelar'}</Button>
            {step === 'choose' ? (
              <Button onClick={next}>Continuar</Button>
            ) : (
              <Button onClick={() => void send()} disabled={bulk.isPending}>{bulk.isPending ? 'Guardando...' : `Confirmar (${socios(count)})`}</Button>
            )}
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}

const RESULT_WORDS = { asignado: 'asignado', reemplazado: 'reemplazado', renovacion_en_cola: 'renovación en cola' } as const;

function Results({ result }: { result: BulkAssignResult }) {
  const failed = result.resultados.filter((r) => !r.ok);
  return (
    <>
      <Message $tone={failed.length ? 'error' : 'success'} role="status">
        «{result.paquete}»: {result.correctos} {result.correctos === 1 ? 'listo' : 'listos'}{failed.length ? `, ${failed.length} sin cambios` : ''}.
      </Message>
      <ResultList aria-label="Resultado por socio">
        {result.resultados.map((r) => (
          <li key={r.clerkUserId} data-ok={r.ok}>
            <strong>{r.nombre}</strong>: {r.ok ? RESULT_WORDS[r.resultado ?? 'asignado'] : r.motivo}
          </li>
        ))}
      </ResultList>
    </>
  );
}

const Confirm = styled.p`
  margin: 0;
  line-height: 1.45;
`;

const Choice = styled.label`
  display: flex;
  gap: 10px;
  align-items: flex-start;
  padding: 8px 0;
  & > input { width: 20px; height: 20px; margin-top: 2px; }
`;

const ResultList = styled.ul`
  max-height: 240px;
  overflow: auto;
  margin: 0;
  padding-left: 18px;
  display: grid;
  gap: 4px;
  & > li[data-ok='false'] { color: ${({ theme }) => theme.colors.danger}; }
`;
