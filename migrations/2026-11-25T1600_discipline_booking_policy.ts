import { sql, type Kysely } from 'kysely';

// A discipline's booking policy (DisciplineBookingPolicySet, projections/catalog/disciplines.projector.ts).
// The defaults are today's rules: no window of its own, booking until the class starts, cancellation always free.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    ALTER TABLE disciplines
      ADD COLUMN opens_days_ahead        integer,
      ADD COLUMN closes_minutes_before   integer NOT NULL DEFAULT 0,
      ADD COLUMN free_cancel_hours_before integer,
      ADD COLUMN free_late_cancels_per_month integer NOT NULL DEFAULT 0`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`
    ALTER TABLE disciplines
      DROP COLUMN opens_days_ahead, DROP COLUMN closes_minutes_before,
      DROP COLUMN free_cancel_hours_before, DROP COLUMN free_late_cancels_per_month`.execute(db);
}
