import { addGroupPlans, createGroup } from '../groups/group.commands';
import { createPlan, runPlanCommand, type PlanTarget } from '../plans/plan.commands';
import type { PlanCommand } from '../plans/plan.commands.types';
import { nodesOf, type PlanState } from '../../domain/plans/plan-tree';
import type { DemoSeeder, SeedContext } from './seeder';

// No video links: the demo has no clips of its own (news.seed.ts), so each exercise shows "No hay video".
type Exercise = { name: string; sets: [reps: string, kg: number][] };
type Block = { name: string; rest: number; exercises: Exercise[] };

const warmUp = (a: Exercise, b: Exercise): Block => ({ name: 'Entrada en calor', rest: 60, exercises: [a, b] });
const main = (...exercises: Exercise[]): Block => ({ name: 'Bloque principal', rest: 90, exercises });
const pyramid = (kg: number): [string, number][] => [['12', kg], ['10', kg + 5], ['8', kg + 10]];

// Three full-body days of a first month in the gym: technique first, moderate loads, 12-10-8.
const DAYS: Block[][] = [
  [
    warmUp({ name: 'Movilidad de cadera 90-90', sets: [['8', 0], ['8', 0], ['8', 0]] }, { name: 'Estocadas alternadas', sets: [['10', 0], ['10', 0], ['10', 0]] }),
    main(
      { name: 'Sentadilla', sets: pyramid(20) },
      { name: 'Press de banca', sets: pyramid(15) },
      { name: 'Remo con barra', sets: pyramid(20) },
    ),
  ],
  [
    warmUp({ name: 'Swing con kettlebell', sets: [['15', 8], ['15', 8], ['15', 8]] }, { name: 'Burpees', sets: [['8', 0], ['8', 0], ['8', 0]] }),
    main(
      { name: 'Peso muerto rumano', sets: pyramid(25) },
      { name: 'Dominadas asistidas', sets: [['8', 0], ['8', 0], ['6', 0]] },
    ),
    { name: 'Core', rest: 45, exercises: [{ name: 'Plancha', sets: [['30 s', 0], ['40 s', 0], ['45 s', 0]] }, { name: 'Salto al cajón', sets: [['6', 0], ['6', 0], ['6', 0]] }] },
  ],
  [
    warmUp({ name: 'Estocadas alternadas', sets: [['10', 0], ['10', 0], ['10', 0]] }, { name: 'Salto al cajón', sets: [['6', 0], ['6', 0], ['6', 0]] }),
    main(
      { name: 'Hip thrust', sets: pyramid(30) },
      { name: 'Press de banca', sets: pyramid(17) },
      { name: 'Remo con barra', sets: pyramid(22) },
    ),
  ],
];

type Build = (state: PlanState, planId: number, ids: (n: number) => Promise<number[]>) => Promise<{ command: PlanCommand; id: number }>;

/** One plan command through the same path as the routes; returns the id of what it created. */
async function run(seed: SeedContext, target: PlanTarget, type: PlanCommand['type'], build: Build): Promise<number> {
  const outcome = await runPlanCommand(seed.db, seed.ctx(), type, target, (state, tools) => build(state, tools.planId, tools.ids));
  return outcome.id;
}

const fresh = async (ids: (n: number) => Promise<number[]>) => (await ids(1))[0]!;

async function addExercise(seed: SeedContext, planId: number, blockId: number, exercise: Exercise) {
  const exerciseId = await run(seed, { planId }, 'AddExercise', async (_s, _p, ids) => {
    const [id] = await ids(1);
    return { command: { type: 'AddExercise', planId, blockId, ids: [id!], name: exercise.name, setCount: 0 }, id: id! };
  });
  // As the editor does it: "Agregar Serie" per set, with its repetitions and weight.
  for (const [i, [reps, weight]] of exercise.sets.entries()) {
    await run(seed, { planId }, 'AddSet', async (_s, _p, ids) => {
      const setId = await fresh(ids);
      return { command: { type: 'AddSet', planId, exerciseId, setId, number: i + 1, reps, weight }, id: setId };
    });
  }
}

async function buildFirstWeek(seed: SeedContext, planId: number): Promise<number> {
  const weekId = await run(seed, { planId }, 'AddWeek', async (_s, _p, ids) => {
    const id = await fresh(ids);
    return { command: { type: 'AddWeek', planId, weekId: id }, id };
  });
  for (const blocks of DAYS) {
    const dayId = await run(seed, { planId }, 'AddDay', async (_s, _p, ids) => {
      const id = await fresh(ids);
      return { command: { type: 'AddDay', planId, weekId, dayId: id }, id };
    });
    for (const block of blocks) {
      const blockId = await run(seed, { planId }, 'AddBlock', async (_s, _p, ids) => {
        const id = await fresh(ids);
        return { command: { type: 'AddBlock', planId, dayId, blockId: id, name: block.name, rest: block.rest }, id };
      });
      for (const exercise of block.exercises) await addExercise(seed, planId, blockId, exercise);
    }
  }
  return weekId;
}

/** Week 2 repeats week 1 with a small progression: +2 kg on every loaded set (the builder's progression helper). */
async function progressSecondWeek(seed: SeedContext, planId: number, firstWeekId: number) {
  await run(seed, { planId }, 'DuplicateWeek', async (state, _p, ids) => {
    const week = state.weeks.find((w) => w.id === firstWeekId)!;
    const copyIds = await ids(nodesOf(week, 'week').length);
    return { command: { type: 'DuplicateWeek', planId, weekId: firstWeekId, ids: copyIds, progression: { kind: 'kg', amount: 2 } }, id: copyIds[0]! };
  });
}

export const plansSeeder: DemoSeeder = {
  name: 'planificaciones y grupos',
  order: 30,
  async run(seed) {
    const { planId } = await createPlan(seed.db, seed.ctx(), 'Fuerza Inicial');
    seed.ids.set('plan:Fuerza Inicial', String(planId));
    const firstWeekId = await buildFirstWeek(seed, planId);
    await progressSecondWeek(seed, planId, firstWeekId);
    const group = await createGroup(seed.db, seed.ctx(), 'Principiantes');
    seed.ids.set('group:Principiantes', String(group.groupId));
    await addGroupPlans(seed.db, seed.ctx(), group.groupId, [planId]);
  },
};
