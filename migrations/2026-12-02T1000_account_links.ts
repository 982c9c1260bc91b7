import { sql, type Kysely } from 'kysely';

/**
 * account_links: the links emailed to local accounts (a password reset, an address to confirm), by the SHA-256 of
 * their token: which account a link opened belongs to. The token itself is stored nowhere.
 * email_verifications: the accounts whose sign-in address was confirmed, and when.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE account_links (
      token_hash text PRIMARY KEY,
      user_id text NOT NULL,
      purpose text NOT NULL,
      expires_at timestamptz NOT NULL
    )`.execute(db);
  await sql`CREATE INDEX account_links_user ON account_links (user_id)`.execute(db);
  await sql`
    CREATE TABLE email_verifications (
      user_id text PRIMARY KEY,
      verified_at timestamptz NOT NULL
    )`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TABLE email_verifications`.execute(db);
  await sql`DROP TABLE account_links`.execute(db);
}
