import { sql, type Kysely } from 'kysely';

// member-packages@v2: a class the studio moved is one line of the member's credit history ("Turno movido"), not its
// credit returned and used again. The move's bookings, noted from BookingMoved before their credit events arrive:
// the booking at the new time, the one it replaced, the line's words, and the member's balance before the return
// (set by the move's CreditRestored, so the line's delta nets the return and the new use).
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE credit_ledger_moves (
      booking_id      integer PRIMARY KEY,
      from_booking_id integer NOT NULL UNIQUE,
      reason          text NOT NULL,
      balance_before  integer
    )`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TABLE credit_ledger_moves`.execute(db);
}
