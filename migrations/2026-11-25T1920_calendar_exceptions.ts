import { sql, type Kysely } from 'kysely';

// Calendar exceptions. schedule_slots: a one-off class is a slot with a date (fecha; null for the weekly
// ones), and every slot names its instructor and lasts duration_minutes (60 was the studio-wide rule before).
// closed_days and cancelled_occurrences: the days the studio closed and the class occurrences it cancelled.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE schedule_slots
    ADD COLUMN fecha date,
    ADD COLUMN instructor_id text,
    ADD COLUMN duration_minutes integer NOT NULL DEFAULT 60`.execute(db);
  await sql`CREATE TABLE closed_days (
    fecha date PRIMARY KEY,
    motivo text NOT NULL,
    closed_at timestamptz NOT NULL)`.execute(db);
  await sql`CREATE TABLE cancelled_occurrences (
    slot_id integer NOT NULL,
    fecha date NOT NULL,
    hora text NOT NULL,
    motivo text NOT NULL,
    cause text NOT NULL,
    moved_to_slot_id integer,
    moved_to_fecha date,
    moved_to_hora text,
    cancelled_at timestamptz NOT NULL,
    PRIMARY KEY (slot_id, fecha))`.execute(db);
  await sql`CREATE INDEX cancelled_occurrences_fecha ON cancelled_occurrences (fecha)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TABLE cancelled_occurrences`.execute(db);
  await sql`DROP TABLE closed_days`.execute(db);
  await sql`ALTER TABLE schedule_slots DROP COLUMN fecha, DROP COLUMN instructor_id, DROP COLUMN duration_minutes`.execute(db);
}
