import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { ApiError } from '../../../lib/api-client';
import type { LogSetOutcome, PersonalRecord } from '../api/log-set';
import type { SaveSetInput, SessionSet } from './workout-session.machine';
import { missingSets, workoutSessionMachine } from './workout-session.machine';

const SESSION = '7d0c5a4e-1b2c-4d3e-8f90-a1b2c3d4e5f6';

const set = (serieId: number, over: Partial<SessionSet> = {}): SessionSet => ({
  serieId,
  ejercicioId: 1,
  ejercicio: 'Sentadilla',
  bloqueId: 1,
  descanso: 90,
  numero: serieId,
  target: { kind: 'reps', reps: 10 },
  cantidad: '10',
  peso: '40',
  status: 'open',
  error: null,
  attempt: 0,
  ...over,
});

const FINISHED_AT = Date.parse('2026-11-16T16:05:00Z');
const record: PersonalRecord = { tipo: 'peso_maximo', ejercicio: 'Sentadilla', valor: 45, anterior: 40, peso: 45, repeticiones: 10 };

/** A deferred answer per save, settled by the test in any order. */
function deferredSaves() {
  const pending: Array<{ input: SaveSetInput; resolve: (o: LogSetOutcome) => void; reject: (e: unknown) => void }> = [];
  const save = (input: SaveSetInput) => new Promise<LogSetOutcome>((resolve, reject) => pending.push({ input, resolve, reject }));
  return { pending, save };
}

function start(
  sets: SessionSet[],
  save: (input: SaveSetInput) => Promise<LogSetOutcome> = async () => ({ status: 'saved', records: [] }),
  finish: (input: { sesionId: string; nota: string }) => Promise<void> = async () => {},
) {
  const startRest = vi.fn();
  const stopRest = vi.fn();
  const sessionChanged = vi.fn();
  const saveSet = vi.fn(save);
  const finishSession = vi.fn(finish);
  const machine = workoutSessionMachine.provide({
    actors: {
      saveSet: fromPromise<LogSetOutcome, SaveSetInput>(({ input }) => saveSet(input)),
      finishSession: fromPromise<void, { sesionId: string; nota: string }>(({ input }) => finishSession(input)),
    },
    actions: { startRest: (_, params) => startRest(params.seconds), stopRest, sessionChanged },
  });
  const actor = createActor(machine, { input: { sesionId: SESSION, sets, now: () => FINISHED_AT } }).start();
  const setOf = (serieId: number) => actor.getSnapshot().context.sets.find((s) => s.serieId === serieId)!;
  return { actor, startRest, stopRest, sessionChanged, saveSet, finishSession, setOf };
}

describe('workout session machine', () => {
  it('saves a set marked done with what was typed (decimal kg) and starts the block rest at once', async () => {
    const { actor, saveSet, startRest, setOf } = start([set(1), set(2)]);
    actor.send({ type: 'set.edit', serieId: 1, field: 'peso', value: '42,5' });
    actor.send({ type: 'set.edit', serieId: 1, field: 'cantidad', value: '8' });
    actor.send({ type: 'set.done', serieId: 1 });

    expect(setOf(1).status).toBe('saving');
    expect(startRest).toHaveBeenCalledWith(90);
    expect(saveSet).toHaveBeenCalledWith({ sesionId: SESSION, set: { serieId: 1, repeticiones: 8, segundos: null, peso: 42.5 } });
    await waitFor(actor, (s) => s.context.sets[0]!.status === 'saved');
    expect(setOf(2).status).toBe('open');
  });

  it('logs a timed set as seconds and a bodyweight set (empty kg) as 0', () => {
    const { actor, saveSet } = start([set(1, { target: { kind: 'time', seconds: 30 }, cantidad: '35', peso: '' })]);
    actor.send({ type: 'set.done', serieId: 1 });
    expect(saveSet).toHaveBeenCalledWith({ sesionId: SESSION, set: { serieId: 1, repeticiones: null, segundos: 35, peso: 0 } });
  });

  it('refuses input that is not a number, in Spanish, without saving or resting', () => {
    const { actor, saveSet, startRest, setOf } = start([set(1, { cantidad: '' }), set(2, { peso: 'mucho' })]);
    actor.send({ type: 'set.done', serieId: 1 });
    actor.send({ type: 'set.done', serieId: 2 });
    expect(setOf(1)).toMatchObject({ status: 'open', error: 'Escribe cuántas repeticiones hiciste.' });
    expect(setOf(2).error).toMatch(/^Escribe el peso en kg/);
    expect(saveSet).not.toHaveBeenCalled();
    expect(startRest).not.toHaveBeenCalled();
  });

  it('does not start a rest for a block without one', () => {
    const { actor, startRest } = start([set(1, { descanso: 0 })]);
    actor.send({ type: 'set.done', serieId: 1 });
    expect(startRest).not.toHaveBeenCalled();
  });

  it('saves sets side by side: answers arriving out of order land on their own sets', async () => {
    const { pending, save } = deferredSaves();
    const { actor, setOf } = start([set(1), set(2)], save);
    actor.send({ type: 'set.done', serieId: 1 });
    actor.send({ type: 'set.done', serieId: 2 });
    expect(pending).toHaveLength(2);

    pending[1]!.resolve({ status: 'saved', records: [record] });
    await waitFor(actor, () => setOf(2).status === 'saved');
    expect(setOf(1).status).toBe('saving');
    expect(actor.getSnapshot().context.records).toEqual([{ ...record, serieId: 2 }]);
    expect(actor.getSnapshot().context.celebrating).toBe(true);

    pending[0]!.reject(new ApiError(409, 'SESSION_NOT_FOUND', 'No encontramos ese entrenamiento.'));
    await waitFor(actor, () => setOf(1).status === 'failed');
    expect(setOf(1).error).toBe('No encontramos ese entrenamiento.');
  });

  it('shows a set kept offline as queued, with nothing to celebrate yet', async () => {
    const { actor, setOf } = start([set(1)], async () => ({ status: 'queued' }));
    actor.send({ type: 'set.done', serieId: 1 });
    await waitFor(actor, () => setOf(1).status === 'queued');
    expect(actor.getSnapshot().context.records).toEqual([]);
    expect(actor.getSnapshot().context.celebrating).toBe(false);
  });

  it('an edited saved set logs again, and the answer of an older save no longer counts', async () => {
    const { pending, save } = deferredSaves();
    const { actor, setOf } = start([set(1, { status: 'saved' })], save);
    actor.send({ type: 'set.edit', serieId: 1, field: 'cantidad', value: '12' });
    expect(setOf(1).status).toBe('open');
    actor.send({ type: 'set.done', serieId: 1 });
    expect(pending[0]!.input.set.repeticiones).toBe(12);
    // A second "hecha" while it saves is ignored (the first call is in flight).
    actor.send({ type: 'set.done', serieId: 1 });
    expect(pending).toHaveLength(1);
    pending[0]!.resolve({ status: 'saved', records: [] });
    await waitFor(actor, () => setOf(1).status === 'saved');
    expect(setOf(1).attempt).toBe(1);
  });

  it('closing the record banner keeps the session\'s records for its summary; a new record opens it again', async () => {
    const heavier = { ...record, valor: 50, peso: 50 };
    const { actor } = start([set(1), set(2)], async ({ set: s }) => ({ status: 'saved', records: [s.serieId === 1 ? record : heavier] }));
    actor.send({ type: 'set.done', serieId: 1 });
    await waitFor(actor, (s) => s.context.celebrating);
    actor.send({ type: 'celebration.dismiss' });
    expect(actor.getSnapshot().context.celebrating).toBe(false);
    expect(actor.getSnapshot().context.records).toHaveLength(1);
    actor.send({ type: 'set.done', serieId: 2 });
    await waitFor(actor, (s) => s.context.celebrating);
    // The heavier set is the exercise's one peso_maximo of the session.
    expect(actor.getSnapshot().context.records).toEqual([{ ...heavier, serieId: 2 }]);
  });

  it('asks before finishing with sets left, and goes back to logging when the member keeps going', async () => {
    const { actor, finishSession } = start([set(1, { status: 'saved' }), set(2), set(3, { status: 'failed' })]);
    actor.send({ type: 'session.finish' });
    expect(actor.getSnapshot().value).toBe('confirmingFinish');
    expect(missingSets(actor.getSnapshot().context.sets)).toBe(2);
    actor.send({ type: 'finish.cancel' });
    expect(actor.getSnapshot().value).toBe('logging');
    actor.send({ type: 'session.finish' });
    actor.send({ type: 'finish.confirm' });
    await waitFor(actor, (s) => s.matches('finished'));
    expect(finishSession).toHaveBeenCalledTimes(1);
  });

  it('finishing stops the rest timer and notes when, on the injected clock', async () => {
    const { actor, stopRest, startRest } = start([set(1)]);
    actor.send({ type: 'set.done', serieId: 1 });
    expect(startRest).toHaveBeenCalledWith(90);
    await waitFor(actor, () => actor.getSnapshot().context.sets[0]!.status === 'saved');
    actor.send({ type: 'session.finish' });
    await waitFor(actor, (s) => s.matches('finished'));
    expect(stopRest).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().context.finishedAt).toBe(FINISHED_AT);
  });

  it('finishes with the trimmed note once every set still saving has its answer', async () => {
    const { pending, save } = deferredSaves();
    const { actor, finishSession, sessionChanged } = start([set(1)], save);
    actor.send({ type: 'set.done', serieId: 1 });
    actor.send({ type: 'note.edit', value: '  Me sentí fuerte  ' });
    actor.send({ type: 'session.finish' });
    expect(actor.getSnapshot().value).toBe('waitingForSaves');
    expect(finishSession).not.toHaveBeenCalled();

    pending[0]!.resolve({ status: 'saved', records: [] });
    await waitFor(actor, (s) => s.matches('finished'));
    expect(finishSession).toHaveBeenCalledWith({ sesionId: SESSION, nota: 'Me sentí fuerte' });
    expect(sessionChanged).toHaveBeenCalledTimes(1);
  });

  it('shows why finishing failed and tries again', async () => {
    let calls = 0;
    const { actor } = start([set(1)], undefined, async () => {
      calls += 1;
      if (calls === 1) throw new ApiError(404, 'SESSION_NOT_FOUND', 'No encontramos ese entrenamiento.');
    });
    actor.send({ type: 'session.finish' });
    actor.send({ type: 'finish.confirm' });
    await waitFor(actor, (s) => s.matches('finishFailed'));
    expect(actor.getSnapshot().context.failure).toBe('No encontramos ese entrenamiento.');
    actor.send({ type: 'session.retry' });
    await waitFor(actor, (s) => s.matches('finished'));
    expect(actor.getSnapshot().context.failure).toBeNull();
  });
});
