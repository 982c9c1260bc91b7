import { sql, type Kysely } from 'kysely';

// Turnos fijos: a member's weekly classes booked for them every week (standing_bookings, one row per member and
// slot, kept when removed so a redelivered older event cannot bring it back), and the weeks that could not be
// booked (standing_booking_skips), so the weekly job tries each week once.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`CREATE TABLE standing_bookings (
    user_id text NOT NULL,
    slot_id integer NOT NULL,
    since date NOT NULL,
    active boolean NOT NULL,
    stream_position integer NOT NULL,
    PRIMARY KEY (user_id, slot_id))`.execute(db);
  await sql`CREATE INDEX standing_bookings_active ON standing_bookings (slot_id) WHERE active`.execute(db);
  await sql`CREATE TABLE standing_booking_skips (
    user_id text NOT NULL,
    slot_id integer NOT NULL,
    fecha date NOT NULL,
    reason text NOT NULL,
    PRIMARY KEY (user_id, slot_id, fecha))`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TABLE standing_booking_skips`.execute(db);
  await sql`DROP TABLE standing_bookings`.execute(db);
}
