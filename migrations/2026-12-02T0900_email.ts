import { sql, type Kysely } from 'kysely';

// Email, the second channel beside web push: the outbox the email worker delivers from (notices from events and
// transactional mails such as a password reset), each member's channel choice per kind of notice (projected from
// events), and, when no EMAIL_LINK_SECRET comes from the environment, the generated secret that signs
// unsubscribe links.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE email_outbox (
      id              bigserial PRIMARY KEY,
      purpose         text NOT NULL,
      source_position bigint,
      user_id         text,
      to_address      text NOT NULL,
      subject         text NOT NULL,
      text_body       text NOT NULL,
      html_body       text NOT NULL,
      headers         jsonb NOT NULL DEFAULT '{}',
      expires_at      timestamptz,
      status          text NOT NULL DEFAULT 'pending',
      attempts        integer NOT NULL DEFAULT 0,
      next_attempt_at timestamptz,
      last_attempt_at timestamptz,
      last_error      text,
      finished_at     timestamptz,
      UNIQUE (source_position, user_id)
    )`.execute(db);
  await sql`CREATE INDEX email_outbox_due ON email_outbox (id) WHERE status IN ('pending', 'sending')`.execute(db);

  await sql`
    CREATE TABLE notice_channels (
      user_id    text NOT NULL,
      notice     text NOT NULL,
      push       boolean NOT NULL,
      email      boolean NOT NULL,
      updated_at timestamptz NOT NULL,
      stream_position integer NOT NULL,
      PRIMARY KEY (user_id, notice)
    )`.execute(db);

  await sql`
    CREATE TABLE email_link_secret (
      id     smallint PRIMARY KEY CHECK (id = 1),
      secret text NOT NULL
    )`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TABLE email_link_secret, notice_channels, email_outbox`.execute(db);
}
