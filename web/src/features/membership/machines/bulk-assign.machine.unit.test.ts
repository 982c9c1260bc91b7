import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { ApiError } from '../../../lib/api-client';
import type { BulkAssignInput, BulkAssignResult, BulkTarget } from '../api/bulk-assign';
import { bulkAssignMachine } from './bulk-assign.machine';

const paquete = { id: 3, nombre: '8 clases' };
const answer: BulkAssignResult = {
  paquete: '8 clases', modo: 'renovar', correctos: 1, fallidos: 1,
  resultados: [
    { clerkUserId: 'u_a', nombre: 'Ana Prueba', ok: true, resultado: 'renovacion_en_cola' },
    { clerkUserId: 'u_c', nombre: 'Ciro Prueba', ok: false, code: 'RENEWAL_ALREADY_QUEUED', motivo: 'Ya tiene una renovación en cola.' },
  ],
} as BulkAssignResult;

function start(assign: (input: BulkAssignInput) => Promise<BulkAssignResult>, target: BulkTarget = { clerkUserIds: ['u_a', 'u_c'] }) {
  const calls: BulkAssignInput[] = [];
  let assigned = 0;
  const machine = bulkAssignMachine.provide({
    actors: { bulkAssign: fromPromise<BulkAssignResult, BulkAssignInput>(({ input }) => (calls.push(input), assign(input))) },
    actions: { assigned: () => void (assigned += 1) },
  });
  const actor = createActor(machine, { input: { count: 2, target } }).start();
  return { actor, calls, assigned: () => assigned };
}

describe('bulk assign machine', () => {
  it('asks for a package before the confirmation', () => {
    const { actor, calls } = start(async () => answer);
    actor.send({ type: 'bulk.continue' });
    expect(actor.getSnapshot().value).toBe('choosing');
    expect(actor.getSnapshot().context.error).toBe('Elige un paquete.');
    actor.send({ type: 'bulk.paquete', paquete });
    expect(actor.getSnapshot().context.error).toBeNull();
    actor.send({ type: 'bulk.confirm' });
    expect(actor.getSnapshot().value).toBe('choosing');
    expect(calls).toEqual([]);
  });

  it('renews the chosen members after the confirmation and keeps each member\'s result', async () => {
    const { actor, calls, assigned } = start(async () => answer);
    actor.send({ type: 'bulk.paquete', paquete });
    actor.send({ type: 'bulk.modo', modo: 'renovar' });
    actor.send({ type: 'bulk.continue' });
    expect(actor.getSnapshot().value).toBe('confirming');
    actor.send({ type: 'bulk.confirm' });
    expect(actor.getSnapshot().value).toBe('sending');
    await waitFor(actor, (s) => s.matches('done'));
    expect(calls).toEqual([{ paqueteId: 3, modo: 'renovar', clerkUserIds: ['u_a', 'u_c'] }]);
    expect(actor.getSnapshot().context.result).toEqual(answer);
    expect(assigned()).toBe(1);
  });

  it('sends the list\'s filter, not ids, when every matching member was chosen', async () => {
    const { actor, calls } = start(async () => answer, { filtro: { estado: 'sin_paquete' } });
    actor.send({ type: 'bulk.paquete', paquete });
    actor.send({ type: 'bulk.continue' });
    actor.send({ type: 'bulk.confirm' });
    await waitFor(actor, (s) => s.matches('done'));
    expect(calls).toEqual([{ paqueteId: 3, modo: 'asignar', filtro: { estado: 'sin_paquete' } }]);
  });

  it('goes back to change the package or the mode', () => {
    const { actor } = start(async () => answer);
    actor.send({ type: 'bulk.paquete', paquete });
    actor.send({ type: 'bulk.continue' });
    actor.send({ type: 'bulk.back' });
    expect(actor.getSnapshot().value).toBe('choosing');
    expect(actor.getSnapshot().context.paquete).toEqual(paquete);
  });

  it('shows the server\'s Spanish detail on failure and lets the admin confirm again', async () => {
    let attempt = 0;
    const { actor, calls, assigned } = start(async () => {
      attempt += 1;
      if (attempt === 1) throw new ApiError(404, 'NOT_FOUND', 'El paquete no existe.');
      return answer;
    });
    actor.send({ type: 'bulk.paquete', paquete });
    actor.send({ type: 'bulk.continue' });
    actor.send({ type: 'bulk.confirm' });
    await waitFor(actor, (s) => s.matches('confirming') && s.context.error !== null);
    expect(actor.getSnapshot().context.error).toBe('El paquete no existe.');
    expect(assigned()).toBe(0);
    actor.send({ type: 'bulk.confirm' });
    expect(actor.getSnapshot().context.error).toBeNull();
    await waitFor(actor, (s) => s.matches('done'));
    expect(calls).toHaveLength(2);
    expect(assigned()).toBe(1);
  });
});
