import { sql, type Kysely } from 'kysely';

// The plan builder's exercise library: one row per entry ever added (removed ones stay, marked), ids
// from their own sequence. `version` is the entry stream's position the row reflects (redelivery guard).
export async function up(db: Kysely<any>): Promise<void> {
  await sql`CREATE SEQUENCE library_exercise_id_seq AS integer`.execute(db);
  await db.schema
    .createTable('exercise_library')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('nombre', 'text', (c) => c.notNull())
    .addColumn('video', 'text')
    .addColumn('notas', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('peso_corporal', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('deleted', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await sql`CREATE INDEX exercise_library_name ON exercise_library (lower(nombre)) WHERE NOT deleted`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('exercise_library').execute();
  await sql`DROP SEQUENCE library_exercise_id_seq`.execute(db);
}
