import { randomBytes } from 'node:crypto';
import type { Config } from '../config';
import type { DatabaseHandle, Db } from '../../db/database';

const cache = new WeakMap<DatabaseHandle, Promise<string>>();

/**
 * The secret that signs unsubscribe links: EMAIL_LINK_SECRET when set; otherwise generated once and kept in the
 * email_link_secret table (on PGlite too, unlike the VAPID keys' file: a backup is the database's rows, so a restore
 * brings the secret along), so links in mails already sent keep working across restarts, instances and restores.
 * Read outside any transaction here (the unsubscribe routes); the reactor reads it in its own (linkSecretIn).
 */
export function emailLinkSecret(config: Pick<Config, 'emailLinkSecret'>, database: DatabaseHandle): Promise<string> {
  let secret = cache.get(database);
  if (!secret) {
    secret = linkSecretIn(database.db, config);
    secret.catch(() => cache.delete(database));
    cache.set(database, secret);
  }
  return secret;
}

/**
 * The secret read (or first made) through `db`, a transaction included: on PGlite's single connection a read beside
 * an open transaction would wait for it. Not cached: a transaction that rolls back takes a fresh secret with it.
 */
export async function linkSecretIn(db: Db, config: Pick<Config, 'emailLinkSecret'>): Promise<string> {
  if (config.emailLinkSecret) return config.emailLinkSecret;
  // Two instances starting together: the first insert wins and both read it back.
  await db
    .insertInto('email_link_secret')
    .values({ id: 1, secret: randomBytes(32).toString('base64url') })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
  const row = await db.selectFrom('email_link_secret').select('secret').where('id', '=', 1).executeTakeFirstOrThrow();
  return row.secret;
}
