import { sql, type Kysely } from 'kysely';

// The studio's package settings (PackageSettingsSet, projections/packages/package-settings.projector.ts): one row.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE package_settings (
      id smallint PRIMARY KEY DEFAULT 1 CHECK (id = 1),
      validity text NOT NULL,
      days integer,
      mid_month text NOT NULL,
      alias text NOT NULL,
      cbu text NOT NULL,
      holder text NOT NULL,
      last_position bigint NOT NULL,
      updated_at timestamptz NOT NULL
    )`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TABLE package_settings`.execute(db);
}
