import { sql, type Kysely } from 'kysely';

// reports@v5: the bookings that followed a moved class (BookingMoved). The studio moved the class, the member neither
// cancelled nor booked again: the credit the new booking takes (its CreditConsumed) is the same credit, not a new use.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE report_moved_bookings (
      booking_id    integer PRIMARY KEY,
      last_position bigint NOT NULL
    )`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TABLE report_moved_bookings`.execute(db);
}
