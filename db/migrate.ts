import { DEFAULT_MIGRATION_LOCK_TABLE, DEFAULT_MIGRATION_TABLE, MIGRATION_LOCK_ID, type Kysely, type Migration, type MigrationLockOptions } from 'kysely';
import { migrations as releaseMigrations } from '../migrations';

/** A migration failed: it was rolled back whole, the ones before it stay applied, and the server does not start. */
export class MigrationError extends Error {
  constructor(
    readonly migration: string | undefined,
    readonly applied: readonly string[],
    cause: unknown,
  ) {
    const reason = cause instanceof Error ? cause.message : String(cause);
    const what = migration ? `La migración ${migration} falló y se deshizo entera (no quedó nada a medias)` : 'Las migraciones no pudieron correr';
    const before = applied.length > 0 ? `; las ${applied.length} anteriores de esta ejecución quedaron aplicadas` : '';
    super(`${what}${before}. Pulso no arranca con el esquema desactualizado: corrige la causa y vuelve a iniciarlo. Causa: ${reason}`, { cause });
    this.name = 'MigrationError';
  }
}

const LOCK: MigrationLockOptions = { lockTable: DEFAULT_MIGRATION_LOCK_TABLE, lockRowId: MIGRATION_LOCK_ID };

/**
 * Runs every pending migration in name order, **each in its own transaction**: a failed migration is rolled back
 * whole and leaves the schema exactly as the one before it left it, with every earlier one committed. (Kysely's
 * `Migrator.migrateToLatest` runs all pending ones in a single transaction on PostgreSQL and PGlite, whose adapter
 * supports transactional DDL, so one failure undid the whole upgrade; its `migrateUp` step by step would be right
 * but introspects every table twice per step, seconds on a new PGlite.) Kysely's tables, lock and bookkeeping are
 * kept, so its Migrator reads the result as its own: one session-level advisory lock for the whole run (instances
 * starting together wait for each other and apply each migration once) and a `kysely_migration` row committed
 * with each migration. Returns the names it applied. `migrations` replaces the release's list (tests, restore).
 */
export async function migrateToLatest(db: Kysely<any>, opts: { migrations?: Record<string, Migration> } = {}): Promise<string[]> {
  const list = opts.migrations ?? releaseMigrations;
  const names = Object.keys(list).sort();
  const applied: string[] = [];
  await db.connection().execute(async (conn) => {
    const adapter = conn.getExecutor().adapter;
    await adapter.acquireMigrationLock(conn, LOCK);
    try {
      await ensureBookkeeping(conn);
      const done = (await conn.selectFrom(DEFAULT_MIGRATION_TABLE).select('name').orderBy('name').execute()).map((r) => r.name as string);
      const strange = done.find((name, i) => names[i] !== name);
      if (strange !== undefined) throw new MigrationError(undefined, [], new Error(`la base tiene aplicada la migración ${strange}, que no está en ese lugar de la lista de esta versión (¿una base de una versión más nueva?)`));
      for (const name of names.slice(done.length)) {
        try {
          await conn.transaction().execute(async (trx) => {
            await list[name]!.up(trx);
            await trx.insertInto(DEFAULT_MIGRATION_TABLE).values({ name, timestamp: new Date().toISOString() }).execute();
          });
        } catch (error) {
          throw new MigrationError(name, applied, error);
        }
        applied.push(name);
      }
    } finally {
      await adapter.releaseMigrationLock(conn, LOCK);
    }
  });
  return applied;
}

/** Kysely's own two tables, as its Migrator creates them; under the lock, so concurrent starts do not race. */
async function ensureBookkeeping(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable(DEFAULT_MIGRATION_TABLE)
    .ifNotExists()
    .addColumn('name', 'varchar(255)', (col) => col.notNull().primaryKey())
    .addColumn('timestamp', 'varchar(255)', (col) => col.notNull())
    .execute();
  await db.schema
    .createTable(DEFAULT_MIGRATION_LOCK_TABLE)
    .ifNotExists()
    .addColumn('id', 'varchar(255)', (col) => col.notNull().primaryKey())
    .addColumn('is_locked', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.insertInto(DEFAULT_MIGRATION_LOCK_TABLE).values({ id: MIGRATION_LOCK_ID, is_locked: 0 }).onConflict((oc) => oc.column('id').doNothing()).execute();
}

/** The release's migration names, in the order they run. */
export const releaseMigrationNames = (): string[] => Object.keys(releaseMigrations).sort();

/** The release's migrations of these names (a restore migrates to exactly the schema its backup was taken at). */
export const releaseMigrationsNamed = (names: readonly string[]): Record<string, Migration> =>
  Object.fromEntries(names.map((name) => [name, releaseMigrations[name]!]));
