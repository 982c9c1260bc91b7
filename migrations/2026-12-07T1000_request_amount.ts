import { sql, type Kysely } from 'kysely';

// A request by transfer keeps what she was asked to transfer (the price list's transfer price): approval checks the
// bank movement against it. Requests written before it have none: their package's price is what they owe.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE package_requests ADD COLUMN amount_cents integer`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE package_requests DROP COLUMN amount_cents`.execute(db);
}
