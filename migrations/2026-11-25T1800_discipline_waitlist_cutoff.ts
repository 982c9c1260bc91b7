import { sql, type Kysely } from 'kysely';

// The booking policy's fifth field (DisciplineBookingPolicySet v2): until how many minutes before class the
// waitlist promotes the first in line automatically. 120 was the studio-wide rule before, so it is the default.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE disciplines ADD COLUMN waitlist_cutoff_minutes_before integer NOT NULL DEFAULT 120`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE disciplines DROP COLUMN waitlist_cutoff_minutes_before`.execute(db);
}
