import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listGroupPlans, listGroups } from '../../projections/groups/groups.queries';
import { findPlanTree } from '../../projections/plans/plans.queries';
import { createTestDatabase, type TestDatabase } from '../../tests/support/test-database';
import { fixedClock } from '../../domain/time/clock';
import { plansSeeder } from './plans.seed';
import type { SeedContext } from './seeder';

describe('demo plans seeder', () => {
  let t: TestDatabase;
  const ids = new Map<string, string>();
  beforeAll(async () => {
    t = await createTestDatabase();
    const now = fixedClock('2026-11-16T09:00:00-03:00').now();
    const seed: SeedContext = { db: t.handle.db, now, studioTz: 'America/Argentina/Buenos_Aires', ctx: () => ({ actorId: 'system', now }), ids };
    await plansSeeder.run(seed);
  }, 120_000);
  afterAll(() => t.close());

  it('builds Fuerza Inicial: 2 weeks × 3 days × 2–3 blocks × 2–3 exercises × 3 sets, week 2 a little heavier', async () => {
    const plan = (await findPlanTree(t.handle.db, Number(ids.get('plan:Fuerza Inicial'))))!;
    expect(plan.name).toBe('Fuerza Inicial');
    expect(plan.weeks.map((w) => w.name)).toEqual(['Semana 1', 'Semana 2']);
    for (const week of plan.weeks) {
      expect(week.days.map((d) => d.name)).toEqual(['Día 1', 'Día 2', 'Día 3']);
      for (const day of week.days) {
        expect(day.blocks.length).toBeGreaterThanOrEqual(2);
        expect(day.blocks.slice(0, 2).map((b) => [b.name, b.rest])).toEqual([['Entrada en calor', 60], ['Bloque principal', 90]]);
        for (const block of day.blocks) {
          expect(block.exercises.length).toBeGreaterThanOrEqual(2);
          for (const e of block.exercises) {
            expect(e.sets.map((s) => s.number)).toEqual([1, 2, 3]);
            expect(e.video ?? null).toBeNull(); // the demo links no clips it does not have
          }
        }
      }
    }
    const squat = (w: number) => plan.weeks[w]!.days[0]!.blocks[1]!.exercises[0]!;
    expect(squat(0).sets.map((s) => [s.reps, s.weight])).toEqual([['12', 20], ['10', 25], ['8', 30]]);
    expect(squat(1).sets.map((s) => s.weight)).toEqual([22, 27, 32]);
  });

  it('creates the group Principiantes with the plan assigned', async () => {
    expect((await listGroups(t.handle.db)).map((g) => g.nombre)).toEqual(['Principiantes']);
    expect(await listGroupPlans(t.handle.db)).toEqual([{ grupo_id: Number(ids.get('group:Principiantes')), planificacion_id: Number(ids.get('plan:Fuerza Inicial')), nombre: 'Fuerza Inicial' }]);
  });
});
