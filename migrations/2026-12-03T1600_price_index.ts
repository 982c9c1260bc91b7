import { sql, type Kysely } from 'kysely';

// The studio's monthly price index (projections/reports/price-index.projector.ts), for income in constant pesos.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`CREATE TABLE price_index (month text PRIMARY KEY, value double precision NOT NULL, last_position bigint NOT NULL)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TABLE price_index`.execute(db);
}
