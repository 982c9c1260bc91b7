import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { ApiError } from '../../../lib/api-client';
import type { Paquete } from '../api/types';
import type { UploadReceiptInput, UploadReceiptResult } from '../api/upload-receipt';
import { requestPackageMachine } from './request-package.machine';

const paquete: Paquete = { id: 3, nombre: '8 clases', cantidad_clases: 8, clases_por_semana: 2, precio: 28000, disciplina_id: null, disciplina: null, disciplinas: [] };
const file = new File(['%PDF-1.4 …'], 'comprobante.pdf', { type: 'application/pdf' });

function start(upload: (input: UploadReceiptInput) => Promise<UploadReceiptResult>) {
  const calls: UploadReceiptInput[] = [];
  const machine = requestPackageMachine.provide({
    actors: { uploadReceipt: fromPromise<UploadReceiptResult, UploadReceiptInput>(({ input }) => (calls.push(input), upload(input))) },
  });
  return { actor: createActor(machine).start(), calls };
}

describe('request package machine', () => {
  it('a renewal or top-up carries its kind to the upload', async () => {
    const { actor, calls } = start(async () => ({ publicUrl: '/api/paquetes/receipts/2', requestId: 2 }));
    actor.send({ type: 'request.open', paquete, kind: 'renovacion' });
    actor.send({ type: 'request.file', file });
    actor.send({ type: 'request.submit' });
    await waitFor(actor, (s) => s.matches('sent'));
    expect(calls).toEqual([{ paqueteId: 3, file, tipo: 'renovacion' }]);
  });

  it('sends the operation number she typed, trimmed, and none when she left it blank', async () => {
    const { actor, calls } = start(async () => ({ publicUrl: '/api/paquetes/receipts/4', requestId: 4 }));
    actor.send({ type: 'request.open', paquete });
    actor.send({ type: 'request.file', file });
    actor.send({ type: 'request.operation', operation: ' 77003 ' });
    actor.send({ type: 'request.submit' });
    await waitFor(actor, (s) => s.matches('sent'));
    actor.send({ type: 'request.close' });
    actor.send({ type: 'request.open', paquete });
    actor.send({ type: 'request.file', file });
    actor.send({ type: 'request.operation', operation: '   ' });
    actor.send({ type: 'request.submit' });
    await waitFor(actor, (s) => s.matches('sent'));
    expect(calls).toEqual([{ paqueteId: 3, file, operacion: '77003' }, { paqueteId: 3, file }]);
  });

  it('cannot submit before a file is chosen, then uploads it for the chosen package', async () => {
    const { actor, calls } = start(async () => ({ publicUrl: '/api/paquetes/receipts/1', requestId: 1 }));
    actor.send({ type: 'request.open', paquete });
    actor.send({ type: 'request.submit' });
    expect(actor.getSnapshot().value).toBe('choosingFile');
    actor.send({ type: 'request.file', file });
    actor.send({ type: 'request.submit' });
    await waitFor(actor, (s) => s.matches('sent'));
    expect(calls).toEqual([{ paqueteId: 3, file }]);
    actor.send({ type: 'request.close' });
    expect(actor.getSnapshot().context).toEqual({ paquete: null, kind: null, file: null, operation: '', failure: null });
  });

  it('keeps the server detail on failure and lets the member retry', async () => {
    let attempt = 0;
    const { actor } = start(async () => {
      attempt += 1;
      if (attempt === 1) throw new ApiError(413, 'FILE_TOO_LARGE', 'El comprobante supera el máximo de 10 MB.');
      return { publicUrl: '/api/paquetes/receipts/2', requestId: 2 };
    });
    actor.send({ type: 'request.open', paquete });
    actor.send({ type: 'request.file', file });
    actor.send({ type: 'request.submit' });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.failure).toBe('El comprobante supera el máximo de 10 MB.');
    actor.send({ type: 'request.submit' });
    await waitFor(actor, (s) => s.matches('sent'));
  });
});
