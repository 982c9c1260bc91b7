import type { CommandContext } from '../platform/commands/command';
import type { Db } from '../../db/database';
import type { FileStore } from '../platform/storage/file-store';

/**
 * One feature's part of the demo studio. Seeders run in `order` on the first start of an empty event log,
 * through the same command functions the routes use, so the demo data is ordinary events.
 */
export interface DemoSeeder {
  name: string;
  order: number;
  run(seed: SeedContext): Promise<void>;
}

export interface SeedContext {
  db: Db;
  now: Date;
  studioTz: string;
  /** A command context acting as the system (no user), with the seed's clock. */
  ctx(): CommandContext; // actorId 'system'
  /** Ids created by earlier seeders, by a name they choose (e.g. 'discipline:Funcional'). */
  ids: Map<string, string>;
  /** The uploaded-file store, when the caller has one (demo news images). */
  files?: FileStore;
}
