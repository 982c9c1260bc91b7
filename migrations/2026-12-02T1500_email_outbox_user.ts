import { sql, type Kysely } from 'kysely';

// Every mail in email_outbox now names its member (user_id), the transactional ones too (a password reset, an
// address to confirm), so deleting an account deletes her mails by that column, through this index. The mails
// queued before carry no member: they are matched to the account with their address. Mails of accounts already
// deleted go, and finished mails lose their bodies (link tokens, names, unsubscribe links), as they now do when sent.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    UPDATE email_outbox o SET user_id = u.user_id
    FROM users u
    WHERE o.user_id IS NULL AND o.source_position IS NULL AND u.email <> '' AND u.email = o.to_address`.execute(db);
  await sql`DELETE FROM email_outbox WHERE user_id IN (SELECT user_id FROM users WHERE deleted)`.execute(db);
  await sql`
    UPDATE email_outbox SET text_body = '', html_body = '', headers = '{}'
    WHERE status IN ('sent', 'failed', 'expired', 'cancelled')`.execute(db);
  await sql`CREATE INDEX email_outbox_user ON email_outbox (user_id)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP INDEX email_outbox_user`.execute(db);
}
