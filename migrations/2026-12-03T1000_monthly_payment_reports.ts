import { sql, type Kysely } from 'kysely';

// A member's own report of a monthly-plan payment with its receipt, and the studio's decision on it
// (projections/billing/billing.projector.ts); report ids come from their own sequence, as package requests' do.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`CREATE SEQUENCE monthly_payment_report_id_seq`.execute(db);
  await sql`
    CREATE TABLE monthly_payment_reports (
      report_id integer PRIMARY KEY,
      user_id text NOT NULL,
      amount integer NOT NULL,
      method text NOT NULL,
      receipt_key text NOT NULL,
      receipt_mime text NOT NULL,
      receipt_hash text NOT NULL,
      reported_on date NOT NULL,
      reported_at timestamptz NOT NULL,
      status text NOT NULL,
      reason text
    )`.execute(db);
  await sql`CREATE INDEX monthly_payment_reports_user ON monthly_payment_reports (user_id, report_id)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TABLE monthly_payment_reports`.execute(db);
  await sql`DROP SEQUENCE monthly_payment_report_id_seq`.execute(db);
}
