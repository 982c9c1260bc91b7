import { sql, type Kysely } from 'kysely';

// Bookings (turnos) and class occurrences. slot_occurrences doubles as the write-side guard of the booking
// invariant: it is updated inline, in the booking's own transaction, and its CHECKs are the last line of
// defence should a decision ever be wrong (EVENT-STORE.md §7.4).
export async function up(db: Kysely<any>): Promise<void> {
  await sql`CREATE SEQUENCE booking_id_seq AS integer`.execute(db);
  await sql`
    CREATE TABLE slot_occurrences (
      slot_id  integer NOT NULL,
      fecha    date NOT NULL,
      hora     text NOT NULL,
      capacity integer NOT NULL CHECK (capacity >= 1),
      booked   integer NOT NULL DEFAULT 0,
      PRIMARY KEY (slot_id, fecha),
      CHECK (booked >= 0 AND booked <= capacity)
    ) WITH (fillfactor = 70)`.execute(db);
  await sql`CREATE INDEX slot_occurrences_fecha ON slot_occurrences (fecha)`.execute(db);
  await sql`
    CREATE TABLE bookings (
      id            integer PRIMARY KEY,
      slot_id       integer NOT NULL,
      fecha         date NOT NULL,
      hora          text NOT NULL,
      user_id       text NOT NULL,
      active        boolean NOT NULL DEFAULT true,
      booked_at     timestamptz NOT NULL,
      booked_by     text,
      cancelled_at  timestamptz,
      cancelled_by  text,
      cancel_reason text
    )`.execute(db);
  // One live booking per member and occurrence, enforced by the database as well as by the decider.
  await sql`CREATE UNIQUE INDEX bookings_one_per_member ON bookings (slot_id, fecha, user_id) WHERE active`.execute(db);
  await sql`CREATE INDEX bookings_user ON bookings (user_id, fecha)`.execute(db);
  await sql`CREATE INDEX bookings_occurrence ON bookings (slot_id, fecha)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TABLE bookings, slot_occurrences`.execute(db);
  await sql`DROP SEQUENCE booking_id_seq`.execute(db);
}
