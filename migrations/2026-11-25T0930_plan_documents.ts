import { sql, type Kysely } from 'kysely';

// Each plan keeps its rendered document next to its tree: the exact JSON text GET of the plan answers, written by
// the plans projector at the version it reflects (plan_views.version, which the ETag is made from). Reads then
// send stored text instead of rebuilding a 1 MB document from the tree on every request.
// Rows written before this migration have no document yet: the read path renders theirs from the tree until the
// plan's next event rewrites it (so no backfill runs here).
export async function up(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE plan_views ADD COLUMN document text`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE plan_views DROP COLUMN document`.execute(db);
}
