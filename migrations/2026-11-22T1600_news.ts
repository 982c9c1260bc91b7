import { sql, type Kysely } from 'kysely';

// News posts: the id sequence (allocated when PublishNews runs) and the read table the feed serves.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`CREATE SEQUENCE news_post_id_seq AS integer`.execute(db);
  await sql`
    CREATE TABLE news_posts (
      id         integer PRIMARY KEY,
      titulo     text NOT NULL,
      subtitulo  text NOT NULL,
      contenido  text NOT NULL,
      imagen_url text NOT NULL,
      fecha      text NOT NULL,
      created_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL
    )`.execute(db);
  // The feed is read newest first.
  await sql`CREATE INDEX news_posts_fecha ON news_posts (fecha DESC, id DESC)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TABLE news_posts`.execute(db);
  await sql`DROP SEQUENCE news_post_id_seq`.execute(db);
}
