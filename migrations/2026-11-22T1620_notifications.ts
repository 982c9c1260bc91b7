import { sql, type Kysely } from 'kysely';

// Push notifications: browser subscriptions (device secrets, kept out of the event log like sessions),
// each member's on/off preference (projected from events), the delivery outbox and, when no VAPID keys
// come from the environment on a real PostgreSQL, the generated key pair.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE push_subscriptions (
      endpoint     text PRIMARY KEY,
      user_id      text NOT NULL,
      p256dh       text NOT NULL,
      auth         text NOT NULL,
      created_at   timestamptz NOT NULL,
      last_sent_at timestamptz
    )`.execute(db);
  await sql`CREATE INDEX push_subscriptions_user ON push_subscriptions (user_id)`.execute(db);

  await sql`
    CREATE TABLE notification_preferences (
      user_id    text PRIMARY KEY,
      enabled    boolean NOT NULL,
      updated_at timestamptz NOT NULL
    )`.execute(db);

  await sql`
    CREATE TABLE push_outbox (
      id              bigserial PRIMARY KEY,
      source_position bigint NOT NULL,
      kind            text NOT NULL,
      user_id         text NOT NULL,
      endpoint        text NOT NULL,
      payload         jsonb NOT NULL,
      urgency         text NOT NULL DEFAULT 'normal',
      expires_at      timestamptz NOT NULL,
      status          text NOT NULL DEFAULT 'pending',
      attempts        integer NOT NULL DEFAULT 0,
      next_attempt_at timestamptz NOT NULL,
      last_error      text,
      created_at      timestamptz NOT NULL,
      sent_at         timestamptz,
      UNIQUE (source_position, endpoint)
    )`.execute(db);
  await sql`CREATE INDEX push_outbox_due ON push_outbox (next_attempt_at) WHERE status IN ('pending', 'sending')`.execute(db);

  await sql`
    CREATE TABLE push_vapid_keys (
      id          smallint PRIMARY KEY CHECK (id = 1),
      public_key  text NOT NULL,
      private_key text NOT NULL,
      created_at  timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TABLE push_vapid_keys, push_outbox, notification_preferences, push_subscriptions`.execute(db);
}
