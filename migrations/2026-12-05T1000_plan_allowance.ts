import { sql, type Kysely } from 'kysely';

// A monthly plan's month may give classes by the week or unlimited: her package row says so, since booking reads
// it under the lock of her stream (the weekly cap counts her bookings of that week). Every row written before holds
// a package whose credits are its classes: null and false, as its events say.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE member_packages ADD COLUMN clases_por_semana integer, ADD COLUMN libre boolean NOT NULL DEFAULT false`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE member_packages DROP COLUMN clases_por_semana, DROP COLUMN libre`.execute(db);
}
