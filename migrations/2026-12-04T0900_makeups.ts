import { sql, type Kysely } from 'kysely';

// Make-up classes (projections/booking/makeups.projector.ts): the studio's rule, and each member's make-up rights,
// which a cancellation and a make-up booking read under her stream's lock.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE makeup_settings (
      id integer PRIMARY KEY,
      enabled boolean NOT NULL,
      valid_days integer NOT NULL,
      monthly_cap integer,
      closures_recoverable boolean NOT NULL,
      last_position bigint NOT NULL
    )`.execute(db);
  await sql`
    CREATE TABLE member_makeups (
      makeup_id integer PRIMARY KEY,
      user_id text NOT NULL,
      slot_id integer NOT NULL,
      fecha date NOT NULL,
      reason text NOT NULL,
      granted_on date NOT NULL,
      valid_until date NOT NULL,
      booking_id integer,
      booked_fecha date
    )`.execute(db);
  await sql`CREATE INDEX member_makeups_user ON member_makeups (user_id, valid_until)`.execute(db);
  await sql`CREATE UNIQUE INDEX member_makeups_booking ON member_makeups (booking_id) WHERE booking_id IS NOT NULL`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TABLE member_makeups`.execute(db);
  await sql`DROP TABLE makeup_settings`.execute(db);
}
