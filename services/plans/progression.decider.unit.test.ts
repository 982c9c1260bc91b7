import { describe, expect, it } from 'vitest';
import type { PlanEvent } from '../../events/catalog/plans.events';
import { assertValidEvent } from '../../events/catalog/registry';
import { fold } from '../../events/framework/decider';
import { streamDeciderSpec } from '../../events/framework/decider-spec';
import { planDecider } from './plan.decider';

// "Aplicar progresión" on weeks that already exist (not only while duplicating one).
const spec = streamDeciderSpec(planDecider);
const planId = 1;

/** Week n (ids n*100…): Sentadilla 100 / 80 kg, Press banca 60 kg, Plancha bodyweight. */
const week = (n: number): PlanEvent[] => {
  const w = n * 100;
  const set = (id: number, number: number, weight: number) => ({ id, number, reps: '8', weight });
  const exercise = (id: number, name: string, sets: ReturnType<typeof set>[]) => ({ id, name, video: null, notes: '', sets });
  return [
    { type: 'WeekAdded', data: { planId, weekId: w, name: `Semana ${n}` } },
    { type: 'DayAdded', data: { planId, weekId: w, dayId: w + 1, name: 'Día 1' } },
    { type: 'BlockAdded', data: { planId, dayId: w + 1, blockId: w + 2, name: 'Principal', rest: 90 } },
    { type: 'ExerciseAdded', data: { planId, blockId: w + 2, exercise: exercise(w + 10, 'Sentadilla', [set(w + 11, 1, 100), set(w + 12, 2, 80)]) } },
    { type: 'ExerciseAdded', data: { planId, blockId: w + 2, exercise: exercise(w + 20, 'Press banca', [set(w + 21, 1, 60)]) } },
    { type: 'ExerciseAdded', data: { planId, blockId: w + 2, exercise: exercise(w + 30, 'Plancha', [set(w + 31, 1, 0)]) } },
  ];
};
const plan: PlanEvent[] = [{ type: 'PlanCreated', data: { planId, name: 'Fuerza' } }, ...week(1), ...week(2), ...week(3), ...week(4)];
const apply = (over: Partial<{ from: unknown; to: unknown; progression: { kind: string; amount: unknown }; exercises: string[] | null }> = {}) => ({
  type: 'ApplyProgression' as const,
  planId,
  from: 2,
  to: 4,
  progression: { kind: 'kg', amount: 2.5 },
  exercises: ['Sentadilla', 'press banca '] as string[] | null,
  ...over,
});

describe('plan decider: apply a progression to existing weeks', () => {
  it('moves each week of the range one more step, rounded once to 0,25 kg (+2,5 kg per week: exactly +2,5, +5, +7,5)', () => {
    spec.given(plan).when(apply()).then([
      { type: 'ProgressionApplied', data: {
        planId, weekIds: [200, 300, 400], progression: { kind: 'kg', amount: 2.5 }, exercises: ['Sentadilla', 'press banca'],
        sets: [
          { setId: 211, weight: 102.5 }, { setId: 212, weight: 82.5 }, { setId: 221, weight: 62.5 },
          { setId: 311, weight: 105 }, { setId: 312, weight: 85 }, { setId: 321, weight: 65 },
          { setId: 411, weight: 107.5 }, { setId: 412, weight: 87.5 }, { setId: 421, weight: 67.5 },
        ],
      } },
    ]);
  });

  it('with no exercises named, moves every loaded set of the range and compounds percentages; bodyweight stays', () => {
    const [event] = planDecider.decide(apply({ from: '3', to: 4, progression: { kind: 'percent', amount: '5' }, exercises: null }), fold(planDecider, plan));
    const after = fold(planDecider, [...plan, event!]);
    const weights = (i: number) => after.weeks[i]!.days[0]!.blocks[0]!.exercises.map((e) => e.sets.map((s) => s.weight));
    expect(weights(1)).toEqual([[100, 80], [60], [0]]);
    expect(weights(2)).toEqual([[105, 84], [63], [0]]);
    expect(weights(3)).toEqual([[110.25, 88.25], [66.25], [0]]);
  });

  it('leaves the weeks outside the range and the other exercises as the same objects (the fold only writes weights)', () => {
    const before = fold(planDecider, plan);
    const [event] = planDecider.decide(apply({ from: 2, to: 2, exercises: ['Press banca'] }), before);
    const after = planDecider.evolve(before, event!);
    expect(after.weeks[0]).toBe(before.weeks[0]);
    const [squat, bench] = after.weeks[1]!.days[0]!.blocks[0]!.exercises;
    expect(squat).toBe(before.weeks[1]!.days[0]!.blocks[0]!.exercises[0]);
    expect(bench!.sets).toEqual([{ id: 221, number: 1, reps: '8', weight: 62.5 }]);
  });

  it('refuses a range outside the plan or backwards', () => {
    const detail = 'Elige semanas de la planificación: desde la 1 hasta la 4, y la primera antes de la última.';
    spec.given(plan).when(apply({ from: 2, to: 5 })).thenRejects({ status: 400, code: 'PROGRESSION_WEEKS_OUT_OF_RANGE', detail });
    spec.given(plan).when(apply({ from: 0, to: 2 })).thenRejects('PROGRESSION_WEEKS_OUT_OF_RANGE');
    spec.given(plan).when(apply({ from: 3, to: 2 })).thenRejects('PROGRESSION_WEEKS_OUT_OF_RANGE');
    spec.given(plan).when(apply({ from: 1.5, to: 2 })).thenRejects('PROGRESSION_WEEKS_OUT_OF_RANGE');
    spec.given(plan.slice(0, 1)).when(apply({ from: 1, to: 1 })).thenRejects({ code: 'PROGRESSION_WEEKS_OUT_OF_RANGE', detail: 'La planificación todavía no tiene semanas.' });
  });

  it('refuses a choice that moves no set: unknown names, only bodyweight exercises, or an empty list', () => {
    spec.given(plan).when(apply({ exercises: ['Remo'] })).thenRejects({ status: 400, code: 'PROGRESSION_NO_MATCH' });
    spec.given(plan).when(apply({ exercises: ['Plancha'] })).thenRejects('PROGRESSION_NO_MATCH');
    spec.given(plan).when(apply({ exercises: [' '] })).thenRejects('PROGRESSION_NO_MATCH');
  });

  it('refuses a step that would leave a set below 1 kg or above 1000 kg, instead of clamping it', () => {
    spec.given(plan).when(apply({ progression: { kind: 'kg', amount: -30 } })).thenRejects({ status: 409, code: 'PROGRESSION_WEIGHT_OUT_OF_RANGE' });
    // -20 kg a week on the squat only: 80 kg → 60, 40, 20 (still loaded).
    const [event] = planDecider.decide(apply({ progression: { kind: 'kg', amount: -20 }, exercises: ['Sentadilla'] }), fold(planDecider, plan));
    expect(event!.type === 'ProgressionApplied' && event!.data.sets.map((s) => s.weight)).toEqual([80, 60, 60, 40, 40, 20]);
  });

  it('takes kg in steps of 0,25 like set weights (+1,25 kg per week: +1,25, +2,5, +3,75), typed with a comma or a point', () => {
    for (const amount of [1.25, '1,25', '1.25']) {
      const [event] = planDecider.decide(apply({ progression: { kind: 'kg', amount }, exercises: ['Press banca'] }), fold(planDecider, plan));
      expect(event!.type === 'ProgressionApplied' && [event!.data.progression, event!.data.sets.map((s) => s.weight)]).toEqual([{ kind: 'kg', amount: 1.25 }, [61.25, 62.5, 63.75]]);
    }
  });

  it('refuses a step that is 0, out of limits, or of another unit', () => {
    for (const progression of [{ kind: 'kg', amount: 0 }, { kind: 'kg', amount: 101 }, { kind: 'percent', amount: -60 }, { kind: 'lbs', amount: 5 }, { kind: 'kg', amount: 'dos' }]) {
      spec.given(plan).when(apply({ progression })).thenRejects({ status: 400, code: 'INVALID_PROGRESSION_STEP' });
    }
  });

  it('refuses kg off the 0,25 kg step with the same code as duplicateSemana', () => {
    const detail = 'La progresión en kg va en pasos de 0,25 kg: por ejemplo 1,25 o 2,5.';
    for (const amount of [2.3, 0.1, '1,3']) {
      spec.given(plan).when(apply({ progression: { kind: 'kg', amount } })).thenRejects({ status: 400, code: 'INVALID_PROGRESSION_KG_STEP', detail });
    }
  });

  it('replays progressions recorded under the older half-kilo rule as they were', () => {
    const recorded: PlanEvent = {
      type: 'ProgressionApplied',
      data: { planId, weekIds: [200], progression: { kind: 'kg', amount: 0.5 }, exercises: ['Press banca'], sets: [{ setId: 221, weight: 60.5 }] },
    };
    expect(() => assertValidEvent(recorded)).not.toThrow();
    expect(fold(planDecider, [...plan, recorded]).weeks[1]!.days[0]!.blocks[0]!.exercises[1]!.sets[0]!.weight).toBe(60.5);
  });

  it('refuses a deleted plan', () => {
    spec.given([...plan, { type: 'PlanDeleted', data: { planId, name: 'Fuerza', memberIds: [] } }]).when(apply()).thenRejects('PLAN_NOT_FOUND');
  });
});
