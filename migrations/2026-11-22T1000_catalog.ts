import { sql, type Kysely } from 'kysely';

// The studio catalog: id sequences (ids are allocated when the creating command runs) and the read tables
// for disciplines, the weekly schedule and packages. Removed rows stay with deleted = true, so bookings and
// held packages can still show their names.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`CREATE SEQUENCE discipline_id_seq AS integer`.execute(db);
  await sql`CREATE SEQUENCE schedule_slot_id_seq AS integer`.execute(db);
  await sql`CREATE SEQUENCE package_id_seq AS integer`.execute(db);

  await sql`
    CREATE TABLE disciplines (
      id         integer PRIMARY KEY,
      nombre     text NOT NULL,
      deleted    boolean NOT NULL DEFAULT false,
      updated_at timestamptz NOT NULL
    )`.execute(db);
  await sql`CREATE INDEX disciplines_live_name ON disciplines (lower(nombre)) WHERE NOT deleted`.execute(db);

  await sql`
    CREATE TABLE schedule_slots (
      id            integer PRIMARY KEY,
      weekday       smallint NOT NULL CHECK (weekday BETWEEN 1 AND 7),
      dia_semana    text NOT NULL,
      hora          text NOT NULL,
      disciplina_id integer NOT NULL,
      cupo_maximo   integer NOT NULL,
      deleted       boolean NOT NULL DEFAULT false,
      updated_at    timestamptz NOT NULL
    )`.execute(db);
  await sql`CREATE INDEX schedule_slots_week ON schedule_slots (weekday, hora) WHERE NOT deleted`.execute(db);
  await sql`CREATE INDEX schedule_slots_discipline ON schedule_slots (disciplina_id) WHERE NOT deleted`.execute(db);

  await sql`
    CREATE TABLE packages (
      id              integer PRIMARY KEY,
      nombre          text NOT NULL,
      cantidad_clases integer NOT NULL,
      precio          numeric(12, 2) NOT NULL,
      disciplina_id   integer,
      deleted         boolean NOT NULL DEFAULT false,
      created_at      timestamptz NOT NULL,
      updated_at      timestamptz NOT NULL
    )`.execute(db);
  await sql`CREATE INDEX packages_discipline ON packages (disciplina_id) WHERE NOT deleted`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TABLE packages, schedule_slots, disciplines`.execute(db);
  await sql`DROP SEQUENCE package_id_seq, schedule_slot_id_seq, discipline_id_seq`.execute(db);
}
