import { sql, type Kysely } from 'kysely';

// packages@v1 keeps a package's set of disciplines (empty: every discipline) beside `disciplina_id`,
// which stays the only one when the set has exactly one (the product description's paquete) and null otherwise. Booking reads the
// set live from here (projections/booking/booking-facts.queries.ts), so member packages need no column of their own.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE packages ADD COLUMN disciplinas integer[] NOT NULL DEFAULT '{}'`.execute(db);
  await sql`UPDATE packages SET disciplinas = ARRAY[disciplina_id] WHERE disciplina_id IS NOT NULL`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE packages DROP COLUMN disciplinas`.execute(db);
}
