import { sql, type Kysely } from 'kysely';

// reports@v3: renewal and top-up requests as the reports see them. Their approval is a sale of its
// own at the package's price of that moment; a queued renewal's later activation (PackageAssigned with its
// requestId) is not sold again, it only becomes the package the member holds at the price it was sold at.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE report_requests (
      request_id    integer PRIMARY KEY,
      user_id       text NOT NULL,
      package_id    integer NOT NULL,
      kind          text NOT NULL,
      price_cents   bigint,
      sold_position bigint,
      last_position bigint NOT NULL
    )`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TABLE report_requests`.execute(db);
}
