import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/**
 * The projector versions whose tables hold the fold of the whole log (`projection_versions`). A version bump
 * (`@vN`) leaves the new name without a row: its tables still hold what the old version folded, so the start
 * rebuilds it (upgrade.ts). Every rebuild records what it swapped in or reset.
 */
export async function unbuiltVersions(db: Kysely<Database>, names: readonly string[]): Promise<string[]> {
  if (names.length === 0) return [];
  const rows = await db.selectFrom('projection_versions').select('name').where('name', 'in', [...names]).execute();
  const built = new Set(rows.map((r) => r.name));
  return names.filter((name) => !built.has(name));
}

export async function recordBuilt(db: Kysely<Database>, names: readonly string[]): Promise<void> {
  if (names.length === 0) return;
  await db
    .insertInto('projection_versions')
    .values(names.map((name) => ({ name })))
    .onConflict((oc) => oc.column('name').doUpdateSet({ built_at: sql`now()` }))
    .execute();
}
