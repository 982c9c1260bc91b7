import { sql, type Kysely } from 'kysely';

// Verified transfers (projections/billing/bank-movements.projector.ts): the movements imported from the bank's or
// Mercado Pago's export and the receipt each paid, the owner's bank columns, and what a receipt is matched by: its
// file's hash (package receipts keep it from now on) and the operation number she typed.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE bank_movements (
      movement_id text PRIMARY KEY,
      source text NOT NULL,
      operation text,
      day date NOT NULL,
      time text,
      amount integer NOT NULL,
      payer text,
      document text,
      import_id text NOT NULL,
      imported_at timestamptz NOT NULL,
      used_kind text,
      used_id integer,
      used_user text,
      used_at timestamptz
    )`.execute(db);
  await sql`CREATE INDEX bank_movements_day ON bank_movements (day)`.execute(db);
  await sql`
    CREATE TABLE bank_columns (
      id integer PRIMARY KEY,
      fecha text NOT NULL,
      monto text NOT NULL,
      operacion text,
      pagador text,
      documento text,
      last_position bigint NOT NULL
    )`.execute(db);
  await sql`ALTER TABLE package_requests ADD COLUMN receipt_hash text`.execute(db);
  await sql`ALTER TABLE billing_settings ADD COLUMN auto_approve_matched boolean NOT NULL DEFAULT false`.execute(db);
  await sql`ALTER TABLE monthly_payment_reports ADD COLUMN operation text`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE monthly_payment_reports DROP COLUMN operation`.execute(db);
  await sql`ALTER TABLE billing_settings DROP COLUMN auto_approve_matched`.execute(db);
  await sql`ALTER TABLE package_requests DROP COLUMN receipt_hash`.execute(db);
  await sql`DROP TABLE bank_columns`.execute(db);
  await sql`DROP TABLE bank_movements`.execute(db);
}
