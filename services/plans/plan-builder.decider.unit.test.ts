import { describe, expect, it } from 'vitest';
import type { PlanEvent } from '../../events/catalog/plans.events';
import { fold } from '../../events/framework/decider';
import { streamDeciderSpec } from '../../events/framework/decider-spec';
import { planDecider } from './plan.decider';

// The builder's grid (one save replaces an exercise's sets) and the progression helper on duplicate week.
const spec = streamDeciderSpec(planDecider);
const planId = 1;
const sets = [
  { id: 41, number: 1, reps: '12', weight: 40 },
  { id: 42, number: 2, reps: '10', weight: 45 },
];
const tree: PlanEvent[] = [
  { type: 'PlanCreated', data: { planId, name: 'Fuerza' } },
  { type: 'WeekAdded', data: { planId, weekId: 10, name: 'Semana 1' } },
  { type: 'DayAdded', data: { planId, weekId: 10, dayId: 20, name: 'Día 1' } },
  { type: 'BlockAdded', data: { planId, dayId: 20, blockId: 30, name: 'Principal', rest: 90 } },
  { type: 'ExerciseAdded', data: { planId, blockId: 30, exercise: { id: 40, name: 'Sentadilla', video: null, notes: '', sets } } },
  { type: 'ExerciseAdded', data: { planId, blockId: 30, exercise: { id: 50, name: 'Plancha', video: null, notes: '', sets: [{ id: 51, number: 1, reps: '30 s', weight: 0 }] } } },
];
const replace = (rows: { id?: number; reps: unknown; weight: unknown }[], ids: number[] = []) => ({ type: 'ReplaceExerciseSets' as const, planId, exerciseId: 40, sets: rows, ids });

describe('plan decider: the sets grid', () => {
  it('replaces every set in row order, numbered 1..n, keeping the ids of kept sets and giving new rows fresh ones', () => {
    spec.given(tree).when(replace([{ id: 42, reps: '8', weight: 50 }, { reps: '6', weight: '55' }, { id: 41, reps: '12', weight: 40 }], [43])).then([
      { type: 'ExerciseSetsReplaced', data: { planId, exerciseId: 40, sets: [
        { id: 42, number: 1, reps: '8', weight: 50 },
        { id: 43, number: 2, reps: '6', weight: 55 },
        { id: 41, number: 3, reps: '12', weight: 40 },
      ] } },
    ]);
  });

  it('removes the rows left out, and the fold numbers what is left 1..n', () => {
    const [event] = planDecider.decide(replace([{ id: 42, reps: '10', weight: 45 }]), fold(planDecider, tree));
    const after = fold(planDecider, [...tree, event!]);
    expect(after.weeks[0]!.days[0]!.blocks[0]!.exercises[0]!.sets).toEqual([{ id: 42, number: 1, reps: '10', weight: 45 }]);
  });

  it('appends nothing when the rows are the sets as they are', () => {
    spec.given(tree).when(replace([{ id: 41, reps: '12', weight: 40 }, { id: 42, reps: '10', weight: 45 }])).then([]);
  });

  it("refuses a set of another exercise, a set twice, bad weights and more than 50 rows", () => {
    spec.given(tree).when(replace([{ id: 51, reps: '1', weight: 0 }])).thenRejects({ status: 404, code: 'SET_NOT_FOUND' });
    spec.given(tree).when(replace([{ id: 41, reps: '1', weight: 0 }, { id: 41, reps: '1', weight: 0 }])).thenRejects('SET_NOT_FOUND');
    spec.given(tree).when(replace([{ id: 41, reps: '1', weight: -5 }])).thenRejects('INVALID_WEIGHT');
    spec.given(tree).when(replace([{ id: 41, reps: '1', weight: '42,6' }])).thenRejects('INVALID_WEIGHT_STEP');
    spec.given(tree).when(replace(Array.from({ length: 51 }, () => ({ reps: '1', weight: 0 })))).thenRejects({ status: 400, code: 'INVALID_SET_COUNT' });
    spec.given(tree).when({ ...replace([]), exerciseId: 99 }).thenRejects('EXERCISE_NOT_FOUND');
  });
});

describe('plan decider: duplicate a week with a progression', () => {
  const ids = [100, 101, 102, 103, 104, 105, 106, 107];
  const copiedWeights = (progression?: { kind: string; amount: unknown }) => {
    const [event] = planDecider.decide({ type: 'DuplicateWeek', planId, weekId: 10, ids, progression: progression as never }, fold(planDecider, tree));
    const week = (event as Extract<PlanEvent, { type: 'WeekDuplicated' }>).data.week;
    return week.days[0]!.blocks[0]!.exercises.map((e) => e.sets.map((s) => s.weight));
  };

  it('adds kg or a percentage to loaded sets; bodyweight sets stay at 0', () => {
    expect(copiedWeights()).toEqual([[40, 45], [0]]);
    expect(copiedWeights({ kind: 'kg', amount: 2 })).toEqual([[42, 47], [0]]);
    expect(copiedWeights({ kind: 'percent', amount: 10 })).toEqual([[44, 49.5], [0]]);
  });

  it('takes kg in steps of 0,25 (as set weights), typed with a comma or a point', () => {
    expect(copiedWeights({ kind: 'kg', amount: 1.25 })).toEqual([[41.25, 46.25], [0]]);
    expect(copiedWeights({ kind: 'kg', amount: '1,25' })).toEqual([[41.25, 46.25], [0]]);
    expect(copiedWeights({ kind: 'kg', amount: '-2.5' })).toEqual([[37.5, 42.5], [0]]);
  });

  it('refuses kg off the 0,25 kg step with its own code, and a progression out of range or of another unit', () => {
    const when = (progression: { kind: string; amount: unknown }) => spec.given(tree).when({ type: 'DuplicateWeek', planId, weekId: 10, ids, progression: progression as never });
    const detail = 'La progresión en kg va en pasos de 0,25 kg: por ejemplo 1,25 o 2,5.';
    when({ kind: 'kg', amount: 1.1 }).thenRejects({ status: 400, code: 'INVALID_PROGRESSION_KG_STEP', detail });
    when({ kind: 'kg', amount: '2,3' }).thenRejects('INVALID_PROGRESSION_KG_STEP');
    when({ kind: 'kg', amount: 500 }).thenRejects({ status: 400, code: 'INVALID_PROGRESSION' });
    when({ kind: 'kg', amount: 'dos' }).thenRejects('INVALID_PROGRESSION');
    when({ kind: 'percent', amount: -80 }).thenRejects('INVALID_PROGRESSION');
    when({ kind: 'lbs', amount: 5 }).thenRejects('INVALID_PROGRESSION');
  });
});
