import type { Config } from '../config';
import type { Clock } from '../../domain/time/clock';
import type { Db } from '../../db/database';
import type { FileStore } from '../platform/storage/file-store';
import type { DemoSeeder, SeedContext } from './seeder';

export interface SeedResult {
  seeded: boolean;
  /** Names of the seeders that ran, in order. */
  ran: string[];
}

/**
 * Fills the demo studio on the first start of an empty event log when SEED_DEMO asks for it. Every seeder
 * goes through ordinary commands, so afterwards the log is not empty and later starts do nothing.
 * It creates no accounts: the first person to sign up becomes the admin.
 */
export async function seedDemoStudio(deps: {
  db: Db;
  config: Pick<Config, 'seedDemo' | 'studioTz'>;
  clock: Clock;
  files?: FileStore;
  /** Every feature's seeders (services/features.ts: demoSeeders()). */
  seeders: readonly DemoSeeder[];
  log?: (message: string) => void;
}): Promise<SeedResult> {
  const { db, config, clock, seeders, log = () => undefined } = deps;
  if (!config.seedDemo) return { seeded: false, ran: [] };
  const { count } = await db.selectFrom('es_events').select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
  if (Number(count) > 0) return { seeded: false, ran: [] };

  const now = clock.now();
  const seed: SeedContext = {
    db,
    now,
    studioTz: config.studioTz,
    ctx: () => ({ actorId: 'system', now }),
    ids: new Map(),
    files: deps.files,
  };
  const ran: string[] = [];
  for (const seeder of seeders.toSorted((a, b) => a.order - b.order)) {
    await seeder.run(seed);
    ran.push(seeder.name);
    log(`Estudio demo: ${seeder.name} listo`);
  }
  return { seeded: true, ran };
}
