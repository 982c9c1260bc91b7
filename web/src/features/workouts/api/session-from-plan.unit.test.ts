import { afterAll, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { Planificacion } from '../../../../../contract/plans';
import type { QueuedCommand } from '../../../lib/offline/command-queue';
import { buildSessionSets } from '../machines/build-session-sets';
import { workoutSessionMachine, type SaveSetInput } from '../machines/workout-session.machine';
import type { LogSetOutcome } from './log-set';
import { sessionFromPlan } from './pending-session';

// The plan as the phone keeps it offline: Sentadilla rests 180 s of its own, Dominadas the block's 90 s.
const plan: Planificacion = {
  id: 7, nombre: 'Fuerza', visible: 1, version: 4,
  semanas: [{ id: 1, nombre: 'Semana 1', planificacion_id: 7, dias: [{ id: 3, nombre: 'Día 1', semana_id: 1, bloques: [{
    id: 5, nombre: 'Principal', descanso: 90, dia_id: 3,
    ejercicios: [
      { id: 10, nombre: 'Sentadilla', video: null, notas: '', descanso: 180, bloque_id: 5, series: [{ id: 100, numero: 1, repeticiones: '5', peso: 100, ejercicio_id: 10 }] },
      { id: 11, nombre: 'Dominadas', video: null, notas: '', bloque_id: 5, series: [{ id: 110, numero: 1, repeticiones: '8', peso: 0, ejercicio_id: 11 }] },
    ],
  }] }] }],
};
vi.mock('../../../api/plans/plan', () => ({ fetchPlan: async () => plan }));
// The web files share a worker (isolate: false): the next file gets the real module.
afterAll(() => vi.doUnmock('../../../api/plans/plan'));

const start: QueuedCommand = {
  seq: 1, path: '/api/entrenamientos/iniciarSesion', body: { id: 's1', planificacionId: 7, diaId: 3 }, idempotencyKey: 'k', userId: 'u1', label: '',
  queuedAt: Date.parse('2026-11-25T12:10:00Z'), attempts: 0, nextAttemptAt: 0, state: 'pending', error: null,
};

describe('a session started with no signal, from the plan kept offline', () => {
  it("counts each exercise's rest: its own when it has one, else the block's, and the timer starts with it", async () => {
    const detail = await sessionFromPlan(start);
    expect(detail.ejercicios.map((e) => [e.nombre, e.descanso])).toEqual([['Sentadilla', 180], ['Dominadas', 90]]);

    const startRest = vi.fn();
    const machine = workoutSessionMachine.provide({
      actors: { saveSet: fromPromise<LogSetOutcome, SaveSetInput>(async () => ({ status: 'queued' })), finishSession: fromPromise<void, { sesionId: string; nota: string }>(async () => {}) },
      actions: { startRest: (_, params) => startRest(params.seconds) },
    });
    const actor = createActor(machine, { input: { sesionId: 's1', sets: buildSessionSets(detail, []) } }).start();
    actor.send({ type: 'set.done', serieId: 100 });
    actor.send({ type: 'set.done', serieId: 110 });
    expect(startRest.mock.calls).toEqual([[180], [90]]);
  });
});
