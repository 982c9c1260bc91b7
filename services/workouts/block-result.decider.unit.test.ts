import { describe, it } from 'vitest';
import type { PlannedExercise, WorkoutEvent } from '../../events/catalog/workouts.events';
import { streamDeciderSpec } from '../../events/framework/decider-spec';
import { sessionDecider, type SessionCommand } from './session.decider';

const spec = streamDeciderSpec(sessionDecider);
const SID = '6f1c2f4e-0b7a-4c1e-9a57-3d2b9c0e8a11';
const ANA = 'user_ana';
const NOW = '2026-11-16T15:00:00.000Z';

const exercise = (blockId: number, blockName: string, extra: Partial<PlannedExercise>): PlannedExercise => ({
  exerciseId: blockId + 1,
  name: `Burpees ${blockId}`,
  video: null,
  blockId,
  blockName,
  rest: 0,
  sets: [{ setId: blockId + 2, number: 1, reps: '10', weight: 0 }],
  ...extra,
});
const started: WorkoutEvent = {
  type: 'WorkoutSessionStarted',
  data: {
    sessionId: SID, userId: ANA, planId: 3, planName: 'Funcional', weekId: 10, weekName: 'Semana 1', dayId: 20, dayName: 'Día 1', date: '2026-11-16', startedAt: NOW,
    exercises: [
      exercise(30, 'Metcon', { blockFormat: { kind: 'amrap', minutes: 12 }, blockRest: 0 }),
      exercise(40, 'Cierre', { blockFormat: { kind: 'emom', minutes: 10 }, blockRest: 0 }),
      exercise(50, 'Fuerza', {}),
      exercise(60, 'Circuito', { blockFormat: { kind: 'circuit', rounds: 4 }, blockRest: 60 }),
      exercise(70, 'Tabata', { blockFormat: { kind: 'intervals', workSeconds: 20, restSeconds: 10, rounds: 8 }, blockRest: 0 }),
    ],
  },
};
const log = (blockId: number, over: Partial<Extract<SessionCommand, { type: 'LogBlockResult' }>> = {}): SessionCommand => ({ type: 'LogBlockResult', sessionId: SID, userId: ANA, blockId, now: NOW, ...over });
const logged = (data: object): WorkoutEvent[] => [{ type: 'WorkoutBlockResultLogged', data: { sessionId: SID, userId: ANA, loggedAt: NOW, ...data } } as WorkoutEvent];

describe('session decider: block results', () => {
  it("logs an AMRAP's rounds and extra reps, and an EMOM's minutes done", () => {
    spec.given([started]).when(log(30, { rounds: 5, reps: 7 })).then(logged({ blockId: 30, blockName: 'Metcon', kind: 'amrap', rounds: 5, reps: 7 }));
    spec.given([started]).when(log(30, { rounds: 4 })).then(logged({ blockId: 30, blockName: 'Metcon', kind: 'amrap', rounds: 4, reps: 0 }));
    spec.given([started]).when(log(40, { minutes: 9 })).then(logged({ blockId: 40, blockName: 'Cierre', kind: 'emom', minutes: 9 }));
  });

  it('logs the rounds of a circuit or of intervals she finished, up to the block\'s rounds', () => {
    spec.given([started]).when(log(60, { rounds: 3 })).then(logged({ blockId: 60, blockName: 'Circuito', kind: 'circuit', rounds: 3 }));
    spec.given([started]).when(log(70, { rounds: 8 })).then(logged({ blockId: 70, blockName: 'Tabata', kind: 'intervals', rounds: 8 }));
    const rounds = (max: number) => ({ status: 400, code: 'INVALID_ROUNDS_RESULT', detail: `Las vueltas hechas tienen que ser un número entero de 0 a ${max}.` });
    for (const bad of [{ rounds: 5 }, { rounds: -1 }, { rounds: 1.5 }, {}]) spec.given([started]).when(log(60, bad)).thenRejects(rounds(4));
    spec.given([started]).when(log(70, { rounds: 9 })).thenRejects(rounds(8));
  });

  it('a correction replaces the result; the same result again records nothing', () => {
    const first = logged({ blockId: 30, blockName: 'Metcon', kind: 'amrap', rounds: 5, reps: 7 });
    spec.given([started, ...first]).when(log(30, { rounds: 5, reps: 7 })).then([]);
    spec.given([started, ...first]).when(log(30, { rounds: 6, reps: 0 })).then(logged({ blockId: 30, blockName: 'Metcon', kind: 'amrap', rounds: 6, reps: 0 }));
  });

  it('refuses negative, fractional and absurd numbers, and more EMOM minutes than the block has, in Spanish', () => {
    const amrap = { status: 400, code: 'INVALID_AMRAP_RESULT', detail: 'Anota las vueltas completas (de 0 a 500) y las repeticiones de más (de 0 a 1000), en números enteros.' };
    for (const bad of [{ rounds: -1 }, { rounds: 2.5 }, { rounds: 10_000 }, { rounds: 3, reps: -2 }, {}]) spec.given([started]).when(log(30, bad)).thenRejects(amrap);
    const emom = { status: 400, code: 'INVALID_EMOM_RESULT', detail: 'Los minutos hechos tienen que ser un número entero de 0 a 10.' };
    for (const bad of [{ minutes: 11 }, { minutes: -1 }, {}]) spec.given([started]).when(log(40, bad)).thenRejects(emom);
  });

  it('a normal block, a block of another day and someone else refuse', () => {
    spec.given([started]).when(log(50, { rounds: 3 })).thenRejects({ status: 409, code: 'BLOCK_RESULT_NOT_COUNTED' });
    spec.given([started]).when(log(99, { rounds: 3 })).thenRejects({ status: 404, code: 'WORKOUT_BLOCK_NOT_IN_SESSION' });
    spec.given([started]).when(log(30, { rounds: 3, userId: 'user_beto' })).thenRejects({ status: 403, code: 'NOT_YOUR_WORKOUT' });
    spec.given([]).when(log(30, { rounds: 3 })).thenRejects({ status: 404, code: 'WORKOUT_SESSION_NOT_FOUND' });
  });
});
