import { sql, type Kysely } from 'kysely';

// The waitlist of each class occurrence (projections/booking/waitlist.projector.ts). `joined_seq` is the
// position of WaitlistJoined on the occurrence stream: the list's order, decided under the occurrence lock.
// Entry ids come from their own sequence (drawn by JoinWaitlist); they identify an entry, they do not order it.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`CREATE SEQUENCE waitlist_entry_id_seq AS integer`.execute(db);
  await sql`
    CREATE TABLE waitlist_entries (
      id           integer PRIMARY KEY,
      slot_id      integer NOT NULL,
      fecha        date NOT NULL,
      hora         text NOT NULL,
      user_id      text NOT NULL,
      state        text NOT NULL CHECK (state IN ('waiting', 'left', 'promoted', 'skipped')),
      joined_seq   bigint NOT NULL,
      joined_at    timestamptz NOT NULL,
      offered_at   timestamptz,
      ended_at     timestamptz,
      ended_by     text,
      ended_reason text,
      booking_id   integer
    )`.execute(db);
  // One live entry per member and occurrence, enforced by the database as well as by the decider.
  await sql`CREATE UNIQUE INDEX waitlist_one_per_member ON waitlist_entries (slot_id, fecha, user_id) WHERE state = 'waiting'`.execute(db);
  await sql`CREATE INDEX waitlist_occurrence ON waitlist_entries (slot_id, fecha, joined_seq)`.execute(db);
  await sql`CREATE INDEX waitlist_user ON waitlist_entries (user_id, fecha)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TABLE waitlist_entries`.execute(db);
  await sql`DROP SEQUENCE waitlist_entry_id_seq`.execute(db);
}
