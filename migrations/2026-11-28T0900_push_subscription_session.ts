import { sql, type Kysely } from 'kysely';

// A push subscription remembers the session that registered it (a local session's token hash, or a Clerk
// session's `sid`), so it stops receiving a member's notices once that session ends (a shared phone's next
// user is someone else). Rows registered before this column existed keep no session and are pushed to as
// before, until the device registers again (notifications switched on, the browser renewing its subscription),
// the member signs out everywhere or deletes the account.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE push_subscriptions ADD COLUMN session_id text`.execute(db);
  await sql`CREATE INDEX push_subscriptions_session ON push_subscriptions (session_id) WHERE session_id IS NOT NULL`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE push_subscriptions DROP COLUMN session_id`.execute(db);
}
