import { sql, type Kysely } from 'kysely';

// What the cancel decision reads besides its booking, so it never reads the raw log:
// - forgiven_late_cancels (projections/booking/forgiven-late-cancels.projector.ts): one row per LateCancelForgiven, the
//   studio month it counts in; the member's stream position keeps a redelivered event from counting twice;
// - booking_moves (projections/booking/booking-moves.projector.ts): one row per booking that followed its moved class,
//   by the new booking's id: when the studio moved it and from which date and time.
// Both are filled from the log by the first start after this migration (a projector version never built).
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE forgiven_late_cancels (
      user_id    text NOT NULL,
      position   bigint NOT NULL,
      month      text NOT NULL,
      booking_id integer NOT NULL,
      PRIMARY KEY (user_id, position)
    )`.execute(db);
  await sql`
    CREATE TABLE booking_moves (
      booking_id      integer PRIMARY KEY,
      from_booking_id integer NOT NULL,
      moved_at        text NOT NULL,
      from_fecha      date NOT NULL,
      from_hora       text NOT NULL
    )`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TABLE booking_moves`.execute(db);
  await sql`DROP TABLE forgiven_late_cancels`.execute(db);
}
