import { describe, expect, it } from 'vitest';
import type { PlanEvent } from '../../events/catalog/plans.events';
import { fold } from '../../events/framework/decider';
import { streamDeciderSpec } from '../../events/framework/decider-spec';
import { planDecider } from './plan.decider';
import { toSerie } from '../../domain/plans/planificacion.view';

const spec = streamDeciderSpec(planDecider);
const planId = 1;
const sets = [{ id: 41, number: 1, reps: '5', weight: 100 }];
const tree: PlanEvent[] = [
  { type: 'PlanCreated', data: { planId, name: 'Fuerza' } },
  { type: 'WeekAdded', data: { planId, weekId: 10, name: 'Semana 1' } },
  { type: 'DayAdded', data: { planId, weekId: 10, dayId: 20, name: 'Día 1' } },
  { type: 'BlockAdded', data: { planId, dayId: 20, blockId: 30, name: 'Principal', rest: 90 } },
  { type: 'ExerciseAdded', data: { planId, blockId: 30, exercise: { id: 40, name: 'Sentadilla', video: null, notes: '', sets } } },
];
const edit = (fields: Record<string, unknown>) => ({ type: 'EditSet' as const, planId, setId: 41, number: 1, reps: '5', weight: 100, ...fields });
const firstSet = (events: PlanEvent[]) => fold(planDecider, events).weeks[0]!.days[0]!.blocks[0]!.exercises[0]!.sets[0]!;

describe('plan decider: a set prescribes RPE or RIR, tempo and % of the training max', () => {
  it('records RPE in halves, tempo in upper case and a percentage, in either decimal mark', () => {
    const edited: PlanEvent = { type: 'SetEdited', data: { planId, setId: 41, number: 1, reps: '5', weight: 100, rpe: 8.5, tempo: '3-1-X-0', percent: 72.5 } };
    spec.given(tree).when(edit({ rpe: '8,5', tempo: '3-1-x-0', percent: '72.5' })).then([edited]);
    expect(toSerie(firstSet([...tree, edited]), 40)).toMatchObject({ rpe: 8.5, tempo: '3-1-X-0', porcentaje: 72.5 });
  });

  it('records RIR as a whole number, and an edit without a field clears it', () => {
    const withRir: PlanEvent = { type: 'SetEdited', data: { planId, setId: 41, number: 1, reps: '5', weight: 100, rir: 2 } };
    spec.given(tree).when(edit({ rir: 2 })).then([withRir]);
    spec.given([...tree, withRir]).when(edit({ rir: 2 })).then([]);
    spec.given([...tree, withRir]).when(edit({})).then([{ type: 'SetEdited', data: { planId, setId: 41, number: 1, reps: '5', weight: 100 } }]);
  });

  it('reads a set written before prescriptions as one with none', () => {
    const serie = toSerie(firstSet(tree), 40);
    expect(serie).toEqual({ id: 41, numero: 1, repeticiones: '5', peso: 100, ejercicio_id: 40 });
    spec.given(tree).when(edit({ rpe: null, tempo: '' })).then([]);
  });

  it('refuses RPE outside 1-10 or off the halves, RIR outside 0-10, % outside 1-150 and a malformed tempo', () => {
    for (const rpe of [0, 10.5, 7.3, 'ocho']) spec.given(tree).when(edit({ rpe })).thenRejects({ status: 400, code: 'INVALID_RPE' });
    for (const rir of [-1, 11, 1.5]) spec.given(tree).when(edit({ rir })).thenRejects({ status: 400, code: 'INVALID_RIR' });
    for (const percent of [0, 150.5, 200, '-5']) spec.given(tree).when(edit({ percent })).thenRejects({ status: 400, code: 'INVALID_PERCENT' });
    for (const tempo of ['3-1-1', '3-1-1-0-0', '31-1-1-0', 'a-b-c-d', '3_1_1_0']) spec.given(tree).when(edit({ tempo })).thenRejects({ status: 400, code: 'INVALID_TEMPO' });
  });

  it('adds a set and replaces the grid with their prescriptions, and a grid row changing only its RPE is a change', () => {
    spec.given(tree).when({ type: 'AddSet', planId, exerciseId: 40, setId: 42, reps: '5', weight: 0, percent: 80, rpe: 8 })
      .then([{ type: 'SetAdded', data: { planId, exerciseId: 40, set: { id: 42, number: 2, reps: '5', weight: 0, percent: 80, rpe: 8 } } }]);
    const grid = (row: Record<string, unknown>) => ({ type: 'ReplaceExerciseSets' as const, planId, exerciseId: 40, ids: [], sets: [{ id: 41, reps: '5', weight: 100, ...row }] });
    spec.given(tree).when(grid({})).then([]);
    spec.given(tree).when(grid({ rpe: 9 })).then([{ type: 'ExerciseSetsReplaced', data: { planId, exerciseId: 40, sets: [{ id: 41, number: 1, reps: '5', weight: 100, rpe: 9 }] } }]);
    spec.given(tree).when(grid({ tempo: '3-1' })).thenRejects('INVALID_TEMPO');
  });
});
