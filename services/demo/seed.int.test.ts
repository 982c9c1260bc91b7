import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Type } from 'typebox';
import { defineEvents } from '../../events/catalog/define-events';
import { addEventTypesForTests } from '../../events/catalog/registry';
import { runCommand } from '../platform/commands/run-command';
import { fixedClock } from '../../domain/time/clock';
import { createTestDatabase, type TestDatabase } from '../../tests/support/test-database';
import type { DemoSeeder } from './seeder';
import { seedDemoStudio } from './seed';

addEventTypesForTests(defineEvents({ DemoThingSeeded: Type.Object({ name: Type.String() }) }));

const clock = fixedClock('2026-11-16T09:00:00-03:00');
const config = { seedDemo: true, studioTz: 'America/Argentina/Buenos_Aires' };

/** A seeder that records one event through the command pipeline, as real feature seeders do. */
function fakeSeeder(name: string, order: number, calls: string[]): DemoSeeder {
  return {
    name,
    order,
    async run(seed) {
      calls.push(name);
      const ctx = seed.ctx();
      expect(ctx).toMatchObject({ actorId: 'system', now: clock.now() });
      expect(ctx.idempotencyKey).toBeUndefined();
      await runCommand(seed.db, {
        type: 'SeedThing',
        decide: async () => ({
          appends: [{ streamId: `thing:${name}`, streamType: 'thing', expectedVersion: 0, events: [{ type: 'DemoThingSeeded', data: { name } }] }],
          result: undefined,
        }),
      }, ctx);
      seed.ids.set(`thing:${name}`, name);
    },
  };
}

describe('demo studio seeding', () => {
  let t: TestDatabase;
  beforeEach(async () => {
    t = await createTestDatabase();
  });
  afterEach(() => t.close());

  const countEvents = async () => (await t.handle.db.selectFrom('es_events').select('event_type').execute()).length;

  it('seeds an empty event log once, in order, and does nothing on the next start', async () => {
    const calls: string[] = [];
    const seeders = [fakeSeeder('planes', 20, calls), fakeSeeder('disciplinas', 10, calls)];

    const first = await seedDemoStudio({ db: t.handle.db, config, clock, seeders });
    expect(first).toEqual({ seeded: true, ran: ['disciplinas', 'planes'] });
    expect(await countEvents()).toBe(2);

    const second = await seedDemoStudio({ db: t.handle.db, config, clock, seeders });
    expect(second).toEqual({ seeded: false, ran: [] });
    expect(calls).toEqual(['disciplinas', 'planes']);
    expect(await countEvents()).toBe(2);
  });

  it('leaves the log empty when SEED_DEMO is off', async () => {
    const calls: string[] = [];
    const result = await seedDemoStudio({ db: t.handle.db, config: { ...config, seedDemo: false }, clock, seeders: [fakeSeeder('x', 1, calls)] });
    expect(result.seeded).toBe(false);
    expect(calls).toEqual([]);
    expect(await countEvents()).toBe(0);
  });
});
