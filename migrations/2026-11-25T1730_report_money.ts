import { sql, type Kysely } from 'kysely';

// reports@v2 (money that adds up): the events behind the money and credit figures, one row per event
// and figure, and the package each member holds as sold (its price at the sale), so a removal reverses exactly what
// was sold and a re-assignment of the same package replaces it instead of selling it twice. reports@v2 replays
// from 0 into these new tables; the v1 tables it shares are guarded by their last position, so the replay leaves
// them as they are.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE report_entries (
      position      bigint NOT NULL,
      cifra         text NOT NULL,
      day           date NOT NULL,
      occurred_at   timestamptz NOT NULL,
      kind          text NOT NULL,
      user_id       text NOT NULL,
      package_id    integer,
      amount        bigint NOT NULL,
      PRIMARY KEY (position, cifra)
    )`.execute(db);
  await sql`CREATE INDEX report_entries_cifra_day ON report_entries (cifra, day)`.execute(db);
  await sql`
    CREATE TABLE report_member_packages (
      user_id          text PRIMARY KEY,
      package_id       integer,
      price_cents      bigint NOT NULL,
      sale_position    bigint NOT NULL,
      removed_position bigint,
      removed_command  text,
      last_position    bigint NOT NULL
    )`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TABLE report_member_packages, report_entries`.execute(db);
}
