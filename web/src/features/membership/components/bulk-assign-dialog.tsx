import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import styled from 'styled-components';
import { Button } from '../../../components/button';
import { Dialog, DialogActions } from '../../../components/dialog';
import { Select } from '../../../components/select';
import type { BulkAssignMode, BulkAssignResult, BulkTarget } from '../api/bulk-assign';
import { paquetesQuery } from '../../../api/packages/paquetes';
import { membershipChangeKeys } from '../api/membership-keys';
import { bulkAssignMachine } from '../machines/bulk-assign.machine';
import { FieldLabel, Hint, Message } from './form-bits';
import { countOf } from '../../../lib/plural';
import { refreshAfterCommand } from '../../../lib/api-client';

const socios = (n: number) => countOf(n, 'socio', 'socios');
const MODES: Record<BulkAssignMode, { label: string; hint: string; verb: string }> = {
  asignar: { label: 'Asignar ahora', hint: 'Empieza hoy y reemplaza el paquete que tengan.', verb: 'Asignar' },
  renovar: { label: 'Renovar', hint: 'Con un paquete activo, empieza cuando termine; sin paquete, empieza hoy.', verb: 'Renovar' },
};

/** Usuarios' bulk action (bulkAssignMachine): choose the package and the mode, confirm how many, then see each member's result. */
export function BulkAssignDialog(props: { count: number; target: BulkTarget; onClose: () => void; onDone: () => void }) {
  const { onClose, onDone } = props;
  const queryClient = useQueryClient();
  const paquetes = useQuery(paquetesQuery());
  const [snapshot, send] = useMachine(
    bulkAssignMachine.provide({
      actions: { assigned: () => (void refreshAfterCommand(queryClient, membershipChangeKeys, 'accepted'), onDone()) },
    }),
    { input: { count: props.count, target: props.target } },
  );
  const { count, paquete, modo, error, result } = snapshot.context;
  const choosing = snapshot.matches('choosing');
  const sending = snapshot.matches('sending');
  const choose = (id: string) => {
    const found = paquetes.data?.find((p) => String(p.id) === id);
    send({ type: 'bulk.paquete', paquete: found ? { id: found.id, nombre: found.nombre } : null });
  };

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={`Asignar paquete a ${socios(count)}`}>
      {result ? (
        <Results result={result} />
      ) : choosing ? (
        <>
          <FieldLabel>
            Paquete
            <Select value={paquete ? String(paquete.id) : ''} onChange={(e) => choose(e.target.value)}>
              <option value="">Elige un paquete</option>
              {paquetes.data?.map((p) => <option key={p.id} value={p.id}>{p.nombre} ({countOf(p.cantidad_clases, 'clase', 'clases')})</option>)}
            </Select>
          </FieldLabel>
          <Modes>
            <legend>Cómo</legend>
            {(Object.keys(MODES) as BulkAssignMode[]).map((m) => (
              <Choice key={m}>
                <input type="radio" name="modo" value={m} checked={modo === m} onChange={() => send({ type: 'bulk.modo', modo: m })} />
                <span><strong>{MODES[m].label}</strong> <Hint>{MODES[m].hint}</Hint></span>
              </Choice>
            ))}
          </Modes>
        </>
      ) : (
        <Confirm role="status">
          <strong>¿{MODES[modo].verb} «{paquete?.nombre}» a {socios(count)}?</strong> {MODES[modo].hint} Quien no pueda recibirlo queda sin cambios, con su motivo.
        </Confirm>
      )}
      {error && <Message $tone="error" role="alert">{error}</Message>}
      <DialogActions>
        {result ? (
          <Button onClick={onClose}>Cerrar</Button>
        ) : choosing ? (
          <>
            <Button $variant="secondary" onClick={onClose}>Cancelar</Button>
            <Button onClick={() => send({ type: 'bulk.continue' })}>Continuar</Button>
          </>
        ) : (
          <>
            <Button $variant="secondary" onClick={() => send({ type: 'bulk.back' })} disabled={sending}>Volver</Button>
            <Button onClick={() => send({ type: 'bulk.confirm' })} disabled={sending}>{sending ? 'Guardando...' : `Confirmar (${socios(count)})`}</Button>
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
        «{result.paquete}»: {countOf(result.correctos, 'listo', 'listos')}{failed.length ? `, ${failed.length} sin cambios` : ''}.
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

// Like the dialog's other fields: its name above the choices, not the browser's framed fieldset.
const Modes = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
  & > legend { padding: 0; margin-bottom: 2px; font-weight: 650; font-size: 0.95rem; }
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
