import { sql, type Kysely } from 'kysely';

// A package's own pause limits (projections/billing/pauses.projector.ts), over the studio's for whoever holds it.
// A cleared package keeps its row with no limits, so a redelivered older event cannot bring them back.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE pause_plan_limits (
      package_id integer PRIMARY KEY,
      max_per_year integer,
      max_days_per_year integer,
      last_position bigint NOT NULL
    )`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TABLE pause_plan_limits`.execute(db);
}
