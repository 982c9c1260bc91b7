import { sql, type Kysely } from 'kysely';

// Members' mobile numbers for WhatsApp (MemberPhoneSet, projections/membership/member-phones.projector.ts), in
// E.164; the log holds them sealed under the member's key, so a deleted account leaves no number behind.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE member_phones (
      user_id text PRIMARY KEY,
      phone text NOT NULL,
      last_position bigint NOT NULL
    )`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TABLE member_phones`.execute(db);
}
