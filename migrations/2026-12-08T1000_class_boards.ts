import { sql, type Kysely } from 'kysely';

// The plan day each class's pizarra shows (projections/workouts/class-boards.projector.ts).
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE class_boards (
      slot_id integer NOT NULL,
      date date NOT NULL,
      plan_id integer NOT NULL,
      day_id integer NOT NULL,
      position bigint NOT NULL,
      PRIMARY KEY (slot_id, date)
    )`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TABLE class_boards`.execute(db);
}
