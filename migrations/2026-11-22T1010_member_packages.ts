import { sql, type Kysely } from 'kysely';

// Read tables of the member stream: the package each member holds (also booking's credit guard row),
// package requests with their receipts, and the credit ledger. Request ids come from a sequence at command time.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`CREATE SEQUENCE package_request_id_seq AS integer`.execute(db);

  // One row per member who ever held or requested something. The CHECK is the database backstop of
  // "credits never go negative" (EVENT-STORE.md §7.4): a decider bug rolls the command back.
  await sql`
    CREATE TABLE member_packages (
      user_id            text PRIMARY KEY,
      paquete_id         integer,
      valido_hasta       date,
      creditos_restantes integer NOT NULL DEFAULT 0 CHECK (creditos_restantes >= 0),
      receipt_request_id integer,
      last_position      bigint NOT NULL DEFAULT 0,
      updated_at         timestamptz NOT NULL
    )`.execute(db);
  await sql`CREATE INDEX member_packages_valid ON member_packages (valido_hasta) WHERE paquete_id IS NOT NULL`.execute(db);

  await sql`
    CREATE TABLE package_requests (
      id           integer PRIMARY KEY,
      user_id      text NOT NULL,
      paquete_id   integer NOT NULL,
      receipt_key  text NOT NULL,
      receipt_mime text NOT NULL,
      status       text NOT NULL CHECK (status IN ('pending', 'approved', 'rejected')),
      reason       text,
      requested_at timestamptz NOT NULL,
      decided_at   timestamptz,
      decided_by   text
    )`.execute(db);
  await sql`CREATE INDEX package_requests_user ON package_requests (user_id, id DESC)`.execute(db);
  await sql`CREATE INDEX package_requests_pending ON package_requests (requested_at) WHERE status = 'pending'`.execute(db);

  // One row per credit movement, keyed by its position in the member's stream (idempotent on replay).
  await sql`
    CREATE TABLE credit_ledger (
      position   bigint NOT NULL, -- the movement's position in the member's stream
      user_id    text NOT NULL,
      at         timestamptz NOT NULL,
      kind       text NOT NULL,
      delta      integer NOT NULL,
      balance    integer NOT NULL,
      paquete_id integer,
      actor_id   text,
      reason     text,
      PRIMARY KEY (user_id, position)
    )`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TABLE credit_ledger, package_requests, member_packages`.execute(db);
  await sql`DROP SEQUENCE package_request_id_seq`.execute(db);
}
