import { sql, type Kysely } from 'kysely';

// A package request may carry the transfer's operation number, as a fee's payment report does: it matches the
// bank's movement and flags a receipt whose number already paid another.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE package_requests ADD COLUMN operation text`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE package_requests DROP COLUMN operation`.execute(db);
}
