import { describe, expect, it } from 'vitest';
import type { PlanEvent } from '../../events/catalog/plans.events';
import { fold } from '../../events/framework/decider';
import { streamDeciderSpec } from '../../events/framework/decider-spec';
import { MAX_PLAN_NODES, planDecider } from './plan.decider';
import { nodesOf, type PlanState } from '../../domain/plans/plan-tree';

const spec = streamDeciderSpec(planDecider);
const planId = 1;
const created: PlanEvent = { type: 'PlanCreated', data: { planId, name: 'Fuerza' } };
const week: PlanEvent = { type: 'WeekAdded', data: { planId, weekId: 10, name: 'Semana 1' } };
const day: PlanEvent = { type: 'DayAdded', data: { planId, weekId: 10, dayId: 20, name: 'Día 1' } };
const block: PlanEvent = { type: 'BlockAdded', data: { planId, dayId: 20, blockId: 30, name: 'Principal', rest: 90 } };
const sets = [
  { id: 41, number: 1, reps: '12', weight: 40 },
  { id: 42, number: 2, reps: '10', weight: 45 },
];
const exercise: PlanEvent = { type: 'ExerciseAdded', data: { planId, blockId: 30, exercise: { id: 40, name: 'Sentadilla', video: null, notes: '', sets } } };
const tree = [created, week, day, block, exercise];
const setsAfter = (state: PlanState) =>
  state.weeks[0]!.days[0]!.blocks[0]!.exercises[0]!.sets.map((s) => [s.id, s.number]);
const missing = { status: 404, code: 'PLAN_NOT_FOUND', detail: 'Planificacion no encontrada' };
const blankName = { status: 400, code: 'NAME_REQUIRED', detail: 'El nombre no puede estar vacío' };

describe('plan decider: the plan itself', () => {
  it('creates a plan with a trimmed name and refuses a blank one', () => {
    spec.given([]).when({ type: 'CreatePlan', planId, name: '  Fuerza  ' }).then([created]);
    spec.given([]).when({ type: 'CreatePlan', planId, name: '   ' }).thenRejects(blankName);
  });

  it('renames (El nombre no puede estar vacío when blank), and a same-name rename changes nothing', () => {
    spec.given([created]).when({ type: 'RenamePlan', planId, name: 'Hipertrofia' }).then([{ type: 'PlanRenamed', data: { planId, name: 'Hipertrofia' } }]);
    spec.given([created]).when({ type: 'RenamePlan', planId, name: '' }).thenRejects(blankName);
    spec.given([created]).when({ type: 'RenamePlan', planId, name: 'Fuerza' }).then([]);
  });

  it('answers Planificacion no encontrada for a plan that does not exist or was deleted', () => {
    spec.given([]).when({ type: 'RenamePlan', planId, name: 'x' }).thenRejects(missing);
    spec.given([created, { type: 'PlanDeleted', data: { planId, name: 'Fuerza', memberIds: [] } }]).when({ type: 'AddWeek', planId, weekId: 9 }).thenRejects(missing);
  });

  it('toggles visibility only when it changes', () => {
    spec.given([created]).when({ type: 'ChangePlanVisibility', planId, visible: false }).then([{ type: 'PlanVisibilityChanged', data: { planId, visible: false } }]);
    spec.given([created]).when({ type: 'ChangePlanVisibility', planId, visible: true }).then([]);
  });

  it('deletes the plan naming the members who lose it (the cascade)', () => {
    const assigned: PlanEvent = { type: 'PlanAssignedToMember', data: { planId, userId: 'u1' } };
    spec.given([...tree, assigned]).when({ type: 'DeletePlan', planId }).then([{ type: 'PlanDeleted', data: { planId, name: 'Fuerza', memberIds: ['u1'] } }]);
  });

  it('assigns and unassigns members idempotently, and clears every assignment at once', () => {
    const assigned: PlanEvent = { type: 'PlanAssignedToMember', data: { planId, userId: 'u1' } };
    spec.given([created]).when({ type: 'AssignPlanToMember', planId, userId: 'u1' }).then([assigned]);
    spec.given([created, assigned]).when({ type: 'AssignPlanToMember', planId, userId: 'u1' }).then([]);
    spec.given([created]).when({ type: 'UnassignPlanFromMember', planId, userId: 'u1' }).then([]);
    spec.given([created]).when({ type: 'AssignPlanToMember', planId, userId: 'u1', memberDeleted: true }).thenRejects({ status: 409, code: 'USER_DELETED' });
    spec.given([created, assigned, { type: 'PlanAssignedToMember', data: { planId, userId: 'u2' } }]).when({ type: 'UnassignAllMembers', planId }).then([
      { type: 'PlanUnassignedFromMember', data: { planId, userId: 'u1' } },
      { type: 'PlanUnassignedFromMember', data: { planId, userId: 'u2' } },
    ]);
  });
});

describe('plan decider: weeks and days', () => {
  it('names a new week Semana N+1 and a new day Día N+1 by count of existing ones', () => {
    spec.given([created, week]).when({ type: 'AddWeek', planId, weekId: 11 }).then([{ type: 'WeekAdded', data: { planId, weekId: 11, name: 'Semana 2' } }]);
    spec.given([created, week, day]).when({ type: 'AddDay', planId, weekId: 10, dayId: 21 }).then([{ type: 'DayAdded', data: { planId, weekId: 10, dayId: 21, name: 'Día 2' } }]);
  });

  it('renaming a week needs an id (No se proporciono un id), a known week and a name', () => {
    spec.given([created, week]).when({ type: 'RenameWeek', planId, weekId: undefined, name: 'Descarga' }).thenRejects({ status: 400, code: 'ID_REQUIRED', detail: 'No se proporciono un id' });
    spec.given([created, week]).when({ type: 'RenameWeek', planId, weekId: 99, name: 'Descarga' }).thenRejects({ status: 404, code: 'WEEK_NOT_FOUND' });
    spec.given([created, week]).when({ type: 'RenameWeek', planId, weekId: 10, name: ' ' }).thenRejects(blankName);
    spec.given([created, week]).when({ type: 'RenameWeek', planId, weekId: 10, name: 'Descarga' }).then([{ type: 'WeekRenamed', data: { planId, weekId: 10, name: 'Descarga' } }]);
  });

  it('duplicates a week with fresh ids all the way down and equal content', () => {
    const ids = [100, 101, 102, 103, 104, 105];
    const [event] = planDecider.decide({ type: 'DuplicateWeek', planId, weekId: 10, ids }, fold(planDecider, tree));
    expect(event!.type).toBe('WeekDuplicated');
    const copy = (event as Extract<PlanEvent, { type: 'WeekDuplicated' }>).data.week;
    expect(copy.name).toBe('Semana 2');
    expect(nodesOf(copy, 'week').map((n) => n.id)).toEqual(ids);
    const strip = (w: unknown) => JSON.parse(JSON.stringify(w, (k, v) => (k === 'id' ? undefined : v)));
    const original = fold(planDecider, tree).weeks[0]!;
    expect(strip({ ...copy, name: original.name })).toEqual(strip(original));
    const after = fold(planDecider, [...tree, event!]);
    expect(after.weeks.map((w) => w.id)).toEqual([10, 100]);
  });

  it('refuses unknown weeks and days with 404', () => {
    spec.given(tree).when({ type: 'DuplicateWeek', planId, weekId: 99, ids: [] }).thenRejects({ status: 404, code: 'WEEK_NOT_FOUND', detail: 'Semana no encontrada' });
    spec.given(tree).when({ type: 'DeleteWeek', planId, weekId: 99 }).thenRejects({ status: 404, code: 'WEEK_NOT_FOUND' });
    spec.given(tree).when({ type: 'AddDay', planId, weekId: 99, dayId: 5 }).thenRejects({ status: 404, code: 'WEEK_NOT_FOUND' });
    spec.given(tree).when({ type: 'DeleteDay', planId, dayId: 99 }).thenRejects({ status: 404, code: 'DAY_NOT_FOUND', detail: 'Día no encontrado' });
  });

  it('deleting a week takes everything inside with it', () => {
    const after = fold(planDecider, [...tree, { type: 'WeekDeleted', data: { planId, weekId: 10 } }]);
    expect(after.weeks).toEqual([]);
    const afterDay = fold(planDecider, [...tree, { type: 'DayDeleted', data: { planId, dayId: 20 } }]);
    expect(afterDay.weeks[0]!.days).toEqual([]);
  });
});

describe('plan decider: blocks', () => {
  it('needs a name; the rest is whole seconds ≥ 0, and 0 when empty', () => {
    const add = (name: unknown, rest: unknown) => ({ type: 'AddBlock' as const, planId, dayId: 20, blockId: 31, name, rest });
    spec.given(tree).when(add('Core', '')).then([{ type: 'BlockAdded', data: { planId, dayId: 20, blockId: 31, name: 'Core', rest: 0 } }]);
    spec.given(tree).when(add('Core', '45')).then([{ type: 'BlockAdded', data: { planId, dayId: 20, blockId: 31, name: 'Core', rest: 45 } }]);
    spec.given(tree).when(add('', 60)).thenRejects(blankName);
    for (const bad of [-1, 1.5, 'uno', 99_999]) spec.given(tree).when(add('Core', bad)).thenRejects({ status: 400, code: 'INVALID_REST' });
    spec.given(tree).when({ ...add('Core', 0), dayId: 99 }).thenRejects({ status: 404, code: 'DAY_NOT_FOUND' });
  });

  it('renames, changes rest and deletes a known block only', () => {
    spec.given(tree).when({ type: 'RenameBlock', planId, blockId: 30, name: 'Fuerza' }).then([{ type: 'BlockRenamed', data: { planId, blockId: 30, name: 'Fuerza' } }]);
    spec.given(tree).when({ type: 'RenameBlock', planId, blockId: 30, name: '' }).thenRejects(blankName);
    spec.given(tree).when({ type: 'ChangeBlockRest', planId, blockId: 30, rest: 120 }).then([{ type: 'BlockRestChanged', data: { planId, blockId: 30, rest: 120 } }]);
    spec.given(tree).when({ type: 'ChangeBlockRest', planId, blockId: 30, rest: -5 }).thenRejects({ status: 400, code: 'INVALID_REST' });
    spec.given(tree).when({ type: 'DeleteBlock', planId, blockId: 99 }).thenRejects({ status: 404, code: 'BLOCK_NOT_FOUND', detail: 'Bloque no encontrado' });
    expect(fold(planDecider, [...tree, { type: 'BlockDeleted', data: { planId, blockId: 30 } }]).weeks[0]!.days[0]!.blocks).toEqual([]);
  });
});

describe('plan decider: exercises', () => {
  it('adds an exercise with its sets numbered 1..n, repeticiones 0 and peso 0 (series parsed as an integer)', () => {
    spec.given(tree).when({ type: 'AddExercise', planId, blockId: 30, ids: [50, 51, 52, 53], name: 'Remo', setCount: '3', video: '', notes: ' lento ' }).then([
      {
        type: 'ExerciseAdded',
        data: { planId, blockId: 30, exercise: { id: 50, name: 'Remo', video: null, notes: 'lento', sets: [1, 2, 3].map((n) => ({ id: 50 + n, number: n, reps: '0', weight: 0 })) } },
      },
    ]);
    spec.given(tree).when({ type: 'AddExercise', planId, blockId: 30, ids: [50, 51, 52], name: 'Plancha', setCount: 2, reps: ' 30s ', weight: '' }).then([
      { type: 'ExerciseAdded', data: { planId, blockId: 30, exercise: { id: 50, name: 'Plancha', video: null, notes: '', sets: [1, 2].map((n) => ({ id: 50 + n, number: n, reps: '30s', weight: 0 })) } } },
    ]);
    spec.given(tree).when({ type: 'AddExercise', planId, blockId: 30, ids: [50, 51], name: 'Remo', setCount: 1, reps: 10, weight: 2.3 }).thenRejects({ status: 400, code: 'INVALID_WEIGHT_STEP' });
    spec.given(tree).when({ type: 'AddExercise', planId, blockId: 30, ids: [50], name: '', setCount: 1 }).thenRejects(blankName);
    spec.given(tree).when({ type: 'AddExercise', planId, blockId: 30, ids: [50], name: 'Remo', setCount: -2 }).thenRejects({ status: 400, code: 'INVALID_SET_COUNT' });
    spec.given(tree).when({ type: 'AddExercise', planId, blockId: 99, ids: [50], name: 'Remo', setCount: 0 }).thenRejects({ status: 404, code: 'BLOCK_NOT_FOUND' });
    spec.given(tree).when({ type: 'AddExercise', planId, blockId: 30, ids: [50], name: 'Remo', setCount: 0, video: 'javascript:alert(1)' }).thenRejects({ status: 400, code: 'INVALID_VIDEO_URL' });
  });

  it('duplicates with the suffix " (copia)", its sets copied with fresh ids, right after the original', () => {
    spec.given(tree).when({ type: 'DuplicateExercise', planId, exerciseId: 40, ids: [60, 61, 62] }).then([
      {
        type: 'ExerciseDuplicated',
        data: { planId, sourceExerciseId: 40, exercise: { id: 60, name: 'Sentadilla (copia)', video: null, notes: '', sets: [{ ...sets[0]!, id: 61 }, { ...sets[1]!, id: 62 }] } },
      },
    ]);
  });

  it('changes the notes (trimmed; blank clears them; the same text changes nothing)', () => {
    spec.given(tree).when({ type: 'ChangeExerciseNotes', planId, exerciseId: 40, notes: '  Baja lento ' }).then([{ type: 'ExerciseNotesChanged', data: { planId, exerciseId: 40, notes: 'Baja lento' } }]);
    spec.given(tree).when({ type: 'ChangeExerciseNotes', planId, exerciseId: 40, notes: null }).then([]);
    spec.given(tree).when({ type: 'ChangeExerciseNotes', planId, exerciseId: 99, notes: 'x' }).thenRejects({ status: 404, code: 'EXERCISE_NOT_FOUND' });
    spec.given(tree).when({ type: 'ChangeExerciseNotes', planId, exerciseId: 40, notes: 'x'.repeat(5000) }).thenRejects({ status: 400, code: 'NOTES_TOO_LONG' });
    const after = fold(planDecider, [...tree, { type: 'ExerciseNotesChanged', data: { planId, exerciseId: 40, notes: 'Baja lento' } }]);
    expect(after.weeks[0]!.days[0]!.blocks[0]!.exercises[0]!.notes).toBe('Baja lento');
  });

  it("sets and clears the exercise's own rest (0..900 s, blank clears; older events without it: none of its own)", () => {
    const rest = (value: number | null) => ({ type: 'ExerciseRestChanged' as const, data: { planId, exerciseId: 40, rest: value } });
    spec.given(tree).when({ type: 'ChangeExerciseRest', planId, exerciseId: 40, rest: '180' }).then([rest(180)]);
    spec.given(tree).when({ type: 'ChangeExerciseRest', planId, exerciseId: 40, rest: 0 }).then([rest(0)]);
    spec.given(tree).when({ type: 'ChangeExerciseRest', planId, exerciseId: 40, rest: '' }).then([]);
    spec.given([...tree, rest(180)]).when({ type: 'ChangeExerciseRest', planId, exerciseId: 40, rest: 180 }).then([]);
    spec.given([...tree, rest(180)]).when({ type: 'ChangeExerciseRest', planId, exerciseId: 40, rest: null }).then([rest(null)]);
    const invalid = { status: 400, code: 'INVALID_REST', detail: 'El descanso tiene que ser un número entero de segundos, entre 0 y 900.' };
    for (const bad of [901, -1, 12.5, 'mucho']) spec.given(tree).when({ type: 'ChangeExerciseRest', planId, exerciseId: 40, rest: bad }).thenRejects(invalid);
    spec.given(tree).when({ type: 'ChangeExerciseRest', planId, exerciseId: 99, rest: 60 }).thenRejects({ status: 404, code: 'EXERCISE_NOT_FOUND' });
    expect(fold(planDecider, tree).weeks[0]!.days[0]!.blocks[0]!.exercises[0]!.rest).toBeUndefined();
    expect(fold(planDecider, [...tree, rest(180)]).weeks[0]!.days[0]!.blocks[0]!.exercises[0]!.rest).toBe(180);
  });

  it('renames, assigns or clears the video, deletes; unknown exercises are 404', () => {
    spec.given(tree).when({ type: 'RenameExercise', planId, exerciseId: 40, name: 'Sentadilla frontal' }).then([{ type: 'ExerciseRenamed', data: { planId, exerciseId: 40, name: 'Sentadilla frontal' } }]);
    spec.given(tree).when({ type: 'AssignExerciseVideo', planId, exerciseId: 40, video: 'https://example.com/v.mp4' }).then([
      { type: 'ExerciseVideoAssigned', data: { planId, exerciseId: 40, video: 'https://example.com/v.mp4' } },
    ]);
    spec.given(tree).when({ type: 'AssignExerciseVideo', planId, exerciseId: 40, video: null }).then([]);
    spec.given(tree).when({ type: 'DeleteExercise', planId, exerciseId: 99 }).thenRejects({ status: 404, code: 'EXERCISE_NOT_FOUND', detail: 'Ejercicio no encontrado' });
  });
});

describe('plan decider: sets', () => {
  it('"Agregar Serie" adds number = count + 1 with 0 repetitions and 0 kg', () => {
    spec.given(tree).when({ type: 'AddSet', planId, exerciseId: 40, setId: 43 }).then([{ type: 'SetAdded', data: { planId, exerciseId: 40, set: { id: 43, number: 3, reps: '0', weight: 0 } } }]);
  });

  it('edits number, repetitions (text) and weight (kg ≥ 0); a new number moves the set there', () => {
    spec.given(tree).when({ type: 'EditSet', planId, setId: 41, number: 2, reps: '8-10', weight: '50' }).then([{ type: 'SetEdited', data: { planId, setId: 41, number: 2, reps: '8-10', weight: 50 } }]);
    // Past the end is the end: two sets, so number 3 is 2.
    spec.given(tree).when({ type: 'EditSet', planId, setId: 41, number: 3, reps: '8', weight: 50 }).then([{ type: 'SetEdited', data: { planId, setId: 41, number: 2, reps: '8', weight: 50 } }]);
    spec.given(tree).when({ type: 'EditSet', planId, setId: 41, number: 1, reps: '12', weight: -1 }).thenRejects({ status: 400, code: 'INVALID_WEIGHT' });
    spec.given(tree).when({ type: 'EditSet', planId, setId: 41, number: 1, reps: '12', weight: 'doce' }).thenRejects({ status: 400, code: 'INVALID_WEIGHT' });
    spec.given(tree).when({ type: 'EditSet', planId, setId: 41, number: 0, reps: '12', weight: 2 }).thenRejects({ status: 400, code: 'INVALID_SET_NUMBER' });
    const after = fold(planDecider, [...tree, { type: 'SetEdited', data: { planId, setId: 41, number: 3, reps: '8', weight: 50 } }]);
    expect(setsAfter(after)).toEqual([[42, 1], [41, 2]]);
  });

  it('takes weights in steps of 0,25 kg, typed with a decimal comma or point, and refuses any other step in Spanish', () => {
    const edit = (weight: unknown) => ({ type: 'EditSet' as const, planId, setId: 41, number: 1, reps: '12', weight });
    const edited = (weight: number) => [{ type: 'SetEdited' as const, data: { planId, setId: 41, number: 1, reps: '12', weight } }];
    spec.given(tree).when(edit('22,5')).then(edited(22.5));
    spec.given(tree).when(edit('22.5')).then(edited(22.5));
    spec.given(tree).when(edit(21.25)).then(edited(21.25));
    spec.given(tree).when(edit(' 1,75 ')).then(edited(1.75));
    const detail = 'El peso va en pasos de 0,25 kg: por ejemplo 22,5 o 21,25.';
    spec.given(tree).when(edit(22.3)).thenRejects({ status: 400, code: 'INVALID_WEIGHT_STEP', detail });
    spec.given(tree).when(edit('22,1')).thenRejects({ status: 400, code: 'INVALID_WEIGHT_STEP', detail });
    spec.given(tree).when(edit('22,5,5')).thenRejects({ status: 400, code: 'INVALID_WEIGHT' });
    spec.given(tree).when(edit(1000.25)).thenRejects({ status: 400, code: 'INVALID_WEIGHT' });
  });

  it('duplicates a set right after its source, numbered as the position it takes', () => {
    spec.given(tree).when({ type: 'DuplicateSet', planId, setId: 41, newSetId: 44 }).then([
      { type: 'SetDuplicated', data: { planId, sourceSetId: 41, exerciseId: 40, set: { id: 44, number: 2, reps: '12', weight: 40 } } },
    ]);
  });

  it('keeps set numbers 1..n through duplicate, add, move and delete (the fold the viewer and editor read)', () => {
    const at = (events: PlanEvent[]) => fold(planDecider, events);
    const run = (events: PlanEvent[], command: Parameters<typeof planDecider.decide>[0]) => [...events, ...planDecider.decide(command, at(events))];
    let log = run(tree, { type: 'DuplicateSet', planId, setId: 42, newSetId: 43 });
    log = run(log, { type: 'AddSet', planId, exerciseId: 40, setId: 44 });
    expect(setsAfter(at(log))).toEqual([[41, 1], [42, 2], [43, 3], [44, 4]]);
    log = run(log, { type: 'DeleteSet', planId, setId: 42 });
    expect(setsAfter(at(log))).toEqual([[41, 1], [43, 2], [44, 3]]);
    log = run(log, { type: 'AddSet', planId, exerciseId: 40, setId: 45, number: 1 });
    expect(setsAfter(at(log))).toEqual([[45, 1], [41, 2], [43, 3], [44, 4]]);
    log = run(log, { type: 'DuplicateSet', planId, setId: 45, newSetId: 46 });
    expect(setsAfter(at(log))).toEqual([[45, 1], [46, 2], [41, 3], [43, 4], [44, 5]]);
  });

  it('shows 1..n for plans whose recorded events numbered sets 1, 2, 2, 4 (replay of the old numbering)', () => {
    const old: PlanEvent[] = [
      ...tree,
      { type: 'SetDuplicated', data: { planId, sourceSetId: 42, exerciseId: 40, set: { id: 43, number: 2, reps: '10', weight: 45 } } },
      { type: 'SetAdded', data: { planId, exerciseId: 40, set: { id: 44, number: 4, reps: '0', weight: 0 } } },
    ];
    expect(setsAfter(fold(planDecider, old))).toEqual([[41, 1], [42, 2], [43, 3], [44, 4]]);
    const week = { id: 70, name: 'Semana 2', days: [{ id: 71, name: 'Día 1', blocks: [{ id: 72, name: 'B', rest: 0, exercises: [{ id: 73, name: 'E', video: null, notes: '', sets: [5, 2, 2].map((n, i) => ({ id: 74 + i, number: n, reps: '', weight: 0 })) }] }] }] };
    const duplicated = fold(planDecider, [created, { type: 'WeekDuplicated', data: { planId, sourceWeekId: 10, week } }]);
    expect(duplicated.weeks[0]!.days[0]!.blocks[0]!.exercises[0]!.sets.map((s) => [s.id, s.number])).toEqual([[75, 1], [76, 2], [74, 3]]);
  });

  it('deletes a known set only', () => {
    spec.given(tree).when({ type: 'DeleteSet', planId, setId: 42 }).then([{ type: 'SetDeleted', data: { planId, setId: 42 } }]);
    spec.given(tree).when({ type: 'DeleteSet', planId, setId: 99 }).thenRejects({ status: 404, code: 'SET_NOT_FOUND', detail: 'Serie no encontrada' });
  });
});

describe('plan decider: copies (the plan builder)', () => {
  const week2: PlanEvent = { type: 'WeekAdded', data: { planId, weekId: 11, name: 'Semana 2' } };
  const strip = (node: unknown) => JSON.parse(JSON.stringify(node, (k, v) => (k === 'id' ? undefined : v)));

  it('copies a day into another week, last, named as a new day there, with fresh ids and the same content', () => {
    const [event] = planDecider.decide({ type: 'CopyDay', planId, dayId: 20, weekId: 11, ids: [100, 101, 102, 103, 104] }, fold(planDecider, [...tree, week2]));
    const data = (event as Extract<PlanEvent, { type: 'DayCopied' }>).data;
    expect([event!.type, data.sourceDayId, data.weekId, data.day.name]).toEqual(['DayCopied', 20, 11, 'Día 1']);
    expect(nodesOf(data.day, 'day').map((n) => n.id)).toEqual([100, 101, 102, 103, 104]);
    const after = fold(planDecider, [...tree, week2, event!]);
    expect(strip(after.weeks[1]!.days[0])).toEqual(strip(after.weeks[0]!.days[0]));
    spec.given([...tree, week2]).when({ type: 'CopyDay', planId, dayId: 99, weekId: 11, ids: [] }).thenRejects({ status: 404, code: 'DAY_NOT_FOUND' });
    spec.given([...tree, week2]).when({ type: 'CopyDay', planId, dayId: 20, weekId: 99, ids: [] }).thenRejects({ status: 404, code: 'WEEK_NOT_FOUND' });
  });

  it('copies a block into another day (of any week), last, with its name, rest, exercises and sets', () => {
    const day2: PlanEvent = { type: 'DayAdded', data: { planId, weekId: 11, dayId: 21, name: 'Día 1' } };
    const given = [...tree, week2, day2];
    spec.given(given).when({ type: 'CopyBlock', planId, blockId: 30, dayId: 21, ids: [200, 201, 202, 203] }).then([
      {
        type: 'BlockCopied',
        data: { planId, sourceBlockId: 30, dayId: 21, block: { id: 200, name: 'Principal', rest: 90, exercises: [{ id: 201, name: 'Sentadilla', video: null, notes: '', sets: [{ ...sets[0]!, id: 202 }, { ...sets[1]!, id: 203 }] }] } },
      },
    ]);
    spec.given(given).when({ type: 'CopyBlock', planId, blockId: 99, dayId: 21, ids: [] }).thenRejects({ status: 404, code: 'BLOCK_NOT_FOUND' });
    spec.given(given).when({ type: 'CopyBlock', planId, blockId: 30, dayId: 99, ids: [] }).thenRejects({ status: 404, code: 'DAY_NOT_FOUND' });
  });

  it('duplicates a plan into a new stream: the source\'s weeks with fresh ids, no members, named " (copia)" unless named', () => {
    const source = fold(planDecider, [...tree, { type: 'PlanAssignedToMember', data: { planId, userId: 'u1' } }]);
    const ids = [300, 301, 302, 303, 304, 305];
    const command = { type: 'DuplicatePlan' as const, planId: 2, name: undefined, source: { id: planId, name: source.name, weeks: source.weeks }, ids };
    const [event] = planDecider.decide(command, planDecider.initialState());
    const data = (event as Extract<PlanEvent, { type: 'PlanDuplicated' }>).data;
    expect([event!.type, data.planId, data.sourcePlanId, data.name]).toEqual(['PlanDuplicated', 2, planId, 'Fuerza (copia)']);
    expect(data.weeks.flatMap((w) => nodesOf(w, 'week')).map((n) => n.id)).toEqual(ids);
    const copy = fold(planDecider, [event!]);
    expect([copy.status, copy.id, copy.members]).toEqual(['active', 2, []]);
    expect(strip(copy.weeks)).toEqual(strip(source.weeks));
    spec.given([]).when({ ...command, name: '  Fuerza B ' }).then([{ type: 'PlanDuplicated', data: { ...data, name: 'Fuerza B' } }]);
    spec.given([created]).when(command).thenRejects({ status: 409, code: 'PLAN_EXISTS' });
  });
});

describe('plan decider: size', () => {
  it('refuses to grow a plan past MAX_PLAN_NODES (PLAN_TOO_LARGE)', () => {
    let next = 1000;
    const sets = () => Array.from({ length: 49 }, (_, i) => ({ id: next++, number: i + 1, reps: '10', weight: 0 }));
    const exercises = Array.from({ length: 200 }, () => ({ id: next++, name: 'E', video: null, notes: '', sets: sets() }));
    const big = { id: next++, name: 'Semana 1', days: [{ id: next++, name: 'Día 1', blocks: [{ id: next++, name: 'B', rest: 0, exercises }] }] };
    const given: PlanEvent[] = [created, { type: 'WeekDuplicated', data: { planId, sourceWeekId: big.id, week: big } }];
    expect(nodesOf(big, 'week').length * 2).toBeGreaterThan(MAX_PLAN_NODES);
    const ids = Array.from({ length: nodesOf(big, 'week').length }, (_, i) => 900_000 + i);
    spec.given(given).when({ type: 'DuplicateWeek', planId, weekId: big.id, ids }).thenRejects({ status: 409, code: 'PLAN_TOO_LARGE' });
    spec.given(given).when({ type: 'RenamePlan', planId, name: 'Sigue editable' }).then([{ type: 'PlanRenamed', data: { planId, name: 'Sigue editable' } }]);
  });
});
