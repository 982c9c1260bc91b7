import { sql, type Kysely } from 'kysely';

// Read tables of the reports@v1 async projector (admin /dashboard). All of them are replayed from position 0 on
// a rebuild. Every row keeps the global position of the last event folded into it: an event at or below it was
// already applied, which makes a repeated delivery a no-op.
export async function up(db: Kysely<any>): Promise<void> {
  // One row per studio-calendar day (STUDIO_TZ, from each event's recorded_at) with activity.
  await sql`
    CREATE TABLE report_days (
      day                 date PRIMARY KEY,
      bookings            integer NOT NULL DEFAULT 0,
      cancelled_by_member integer NOT NULL DEFAULT 0,
      cancelled_by_admin  integer NOT NULL DEFAULT 0,
      cancelled_by_studio integer NOT NULL DEFAULT 0,
      credits_consumed    integer NOT NULL DEFAULT 0,
      credits_restored    integer NOT NULL DEFAULT 0,
      requests            integer NOT NULL DEFAULT 0,
      approvals           integer NOT NULL DEFAULT 0,
      rejections          integer NOT NULL DEFAULT 0,
      packages_assigned   integer NOT NULL DEFAULT 0,
      revenue_cents       bigint NOT NULL DEFAULT 0,
      new_members         integer NOT NULL DEFAULT 0,
      last_position       bigint NOT NULL
    )`.execute(db);

  // One row per class occurrence that was ever booked: live places, the capacity and discipline it had.
  await sql`
    CREATE TABLE report_occurrences (
      slot_id       integer NOT NULL,
      fecha         date NOT NULL,
      hora          text NOT NULL,
      weekday       smallint NOT NULL,
      discipline_id integer,
      capacity      integer NOT NULL,
      booked        integer NOT NULL DEFAULT 0,
      last_position bigint NOT NULL,
      PRIMARY KEY (slot_id, fecha)
    )`.execute(db);
  await sql`CREATE INDEX report_occurrences_fecha ON report_occurrences (fecha)`.execute(db);

  // The catalog as the projector saw it when each event happened (prices at assignment time, names kept after removal).
  await sql`
    CREATE TABLE report_package_prices (
      package_id    integer PRIMARY KEY,
      price_cents   bigint NOT NULL,
      last_position bigint NOT NULL
    )`.execute(db);
  await sql`
    CREATE TABLE report_slots (
      slot_id       integer PRIMARY KEY,
      discipline_id integer NOT NULL,
      last_position bigint NOT NULL
    )`.execute(db);
  await sql`
    CREATE TABLE report_disciplines (
      discipline_id integer PRIMARY KEY,
      name          text NOT NULL,
      last_position bigint NOT NULL
    )`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TABLE report_disciplines, report_slots, report_package_prices, report_occurrences, report_days`.execute(db);
}
