import { sql, type Kysely } from 'kysely';

// How late each member still wants to be promoted from a waitlist (WaitlistJoined.promoteUntilMinutesBefore,
// WaitlistPromotionLimitChanged), in minutes before class; null: until the studio's cutoff, which is what every
// entry recorded before meant, so existing rows need no replay. promote_until_seq is the stream position of the
// last change, so a change delivered again never undoes a later one.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE waitlist_entries ADD COLUMN promote_until_minutes integer, ADD COLUMN promote_until_seq bigint`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE waitlist_entries DROP COLUMN promote_until_minutes, DROP COLUMN promote_until_seq`.execute(db);
}
