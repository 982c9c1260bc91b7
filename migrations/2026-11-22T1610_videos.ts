import { sql, type Kysely } from 'kysely';

// The video library: the id sequence (allocated when AddVideo runs) and the paged read table.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`CREATE SEQUENCE video_id_seq AS integer`.execute(db);
  await sql`
    CREATE TABLE videos (
      id         integer PRIMARY KEY,
      nombre     text NOT NULL,
      url        text NOT NULL,
      file_key   text,
      created_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL
    )`.execute(db);
  // Pages are read in name order.
  await sql`CREATE INDEX videos_nombre ON videos (lower(nombre), id)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TABLE videos`.execute(db);
  await sql`DROP SEQUENCE video_id_seq`.execute(db);
}
