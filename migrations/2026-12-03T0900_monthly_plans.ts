import { sql, type Kysely } from 'kysely';

// Monthly plans ("abonos", projections/billing/billing.projector.ts): the studio's billing rules (one row), each
// member's plan and balance, every month charged with what of it is still owed, and her money ledger, one line per
// event of her monthly account.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE billing_settings (
      id integer PRIMARY KEY,
      grace_days integer NOT NULL,
      debt_mode text NOT NULL,
      block_after_days integer NOT NULL,
      allow_credit boolean NOT NULL,
      last_position bigint NOT NULL
    )`.execute(db);
  await sql`
    CREATE TABLE monthly_accounts (
      user_id text PRIMARY KEY,
      package_id integer NOT NULL,
      plan_name text NOT NULL,
      monthly_price integer NOT NULL,
      starts_on date NOT NULL,
      ends_on date,
      cancelled_at timestamptz,
      cancel_reason text,
      cancelled_by_member boolean,
      credit integer NOT NULL,
      last_position bigint NOT NULL
    )`.execute(db);
  await sql`
    CREATE TABLE monthly_charges (
      user_id text NOT NULL,
      period date NOT NULL,
      amount integer NOT NULL,
      owed integer NOT NULL,
      PRIMARY KEY (user_id, period)
    )`.execute(db);
  await sql`CREATE INDEX monthly_charges_owed ON monthly_charges (user_id, period) WHERE owed > 0`.execute(db);
  await sql`CREATE SEQUENCE monthly_payment_id_seq`.execute(db);
  await sql`
    CREATE TABLE monthly_ledger (
      user_id text NOT NULL,
      position bigint NOT NULL,
      kind text NOT NULL,
      period date,
      amount integer NOT NULL,
      method text,
      reference text,
      reason text NOT NULL,
      actor_id text,
      at timestamptz NOT NULL,
      PRIMARY KEY (user_id, position)
    )`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TABLE monthly_ledger`.execute(db);
  await sql`DROP SEQUENCE monthly_payment_id_seq`.execute(db);
  await sql`DROP TABLE monthly_charges`.execute(db);
  await sql`DROP TABLE monthly_accounts`.execute(db);
  await sql`DROP TABLE billing_settings`.execute(db);
}
