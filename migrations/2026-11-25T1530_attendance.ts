import { sql, type Kysely } from 'kysely';

// Who came to each booked class (projections/attendance/attendance.projector.ts): one row per booking that was
// checked in or recorded as a no-show; a booking with no row was not marked (yet). `walk_in` / `staff_reason`
// describe bookings staff made from the class console (a row with status NULL until the class is marked).
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE attendance (
      booking_id      integer PRIMARY KEY,
      slot_id         integer NOT NULL,
      fecha           date NOT NULL,
      user_id         text NOT NULL,
      status          text CHECK (status IN ('attended', 'no_show')),
      marked_at       timestamptz,
      marked_by       text,
      walk_in         boolean NOT NULL DEFAULT false,
      credit_consumed boolean NOT NULL DEFAULT true,
      staff_reason    text
    )`.execute(db);
  await sql`CREATE INDEX attendance_occurrence ON attendance (slot_id, fecha)`.execute(db);
  await sql`CREATE INDEX attendance_user ON attendance (user_id, fecha)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TABLE attendance`.execute(db);
}
