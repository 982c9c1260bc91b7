import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { AccountLinksTable } from '../../db/tables/membership';

/** Whose an emailed link is, by its token's hash; undefined for a token no link of this purpose was sent with. */
export async function findLinkOwner(db: Kysely<Database>, tokenHash: string, purpose: AccountLinksTable['purpose']): Promise<string | undefined> {
  const row = await db.selectFrom('account_links').select('user_id').where('token_hash', '=', tokenHash).where('purpose', '=', purpose).executeTakeFirst();
  return row?.user_id;
}

export async function isEmailVerified(db: Kysely<Database>, userId: string): Promise<boolean> {
  const row = await db.selectFrom('email_verifications').select('user_id').where('user_id', '=', userId).executeTakeFirst();
  return row !== undefined;
}
