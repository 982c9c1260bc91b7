import { sql, type Kysely } from 'kysely';

// A request is a first package ('nuevo'), a renewal ('renovacion') or a top-up ('recarga') (PackageRenewalRequested).
export async function up(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE package_requests ADD COLUMN kind text NOT NULL DEFAULT 'nuevo'`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE package_requests DROP COLUMN kind`.execute(db);
}
