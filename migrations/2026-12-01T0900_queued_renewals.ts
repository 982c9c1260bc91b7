import { sql, type Kysely } from 'kysely';

// A member's renewal waiting for her package to end (projections/packages/queued-renewals.projector.ts): one row
// per member who ever had one; package_id NULL once it started, so the row's stream position still guards redelivery.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE queued_renewals (
      user_id text PRIMARY KEY,
      package_id integer,
      request_id integer,
      starts_on date,
      valid_until date,
      credits integer,
      last_position bigint NOT NULL
    )`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TABLE queued_renewals`.execute(db);
}
