import { sql, type Kysely } from 'kysely';

// Price lists (projections/billing/price-lists.projector.ts): each package's versions per payment method; the days
// before an increase the studio tells her plan's members; the increase her account was told of, for her card; and
// the version in effect on the package, which a sale records.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE price_versions (
      package_id integer NOT NULL,
      version_id integer NOT NULL,
      effective_from date NOT NULL,
      efectivo integer NOT NULL,
      transferencia integer NOT NULL,
      mercado_pago integer NOT NULL,
      early_until_day integer,
      early_discount integer,
      late_after_day integer,
      late_surcharge integer,
      cancelled boolean NOT NULL DEFAULT false,
      PRIMARY KEY (package_id, version_id)
    )`.execute(db);
  await sql`ALTER TABLE billing_settings ADD COLUMN price_notice_days integer NOT NULL DEFAULT 7`.execute(db);
  await sql`ALTER TABLE monthly_accounts ADD COLUMN announced_version integer`.execute(db);
  await sql`ALTER TABLE packages ADD COLUMN price_version integer`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE packages DROP COLUMN price_version`.execute(db);
  await sql`ALTER TABLE monthly_accounts DROP COLUMN announced_version`.execute(db);
  await sql`ALTER TABLE billing_settings DROP COLUMN price_notice_days`.execute(db);
  await sql`DROP TABLE price_versions`.execute(db);
}
