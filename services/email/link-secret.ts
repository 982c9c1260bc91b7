import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../config';
import type { DatabaseHandle } from '../../db/database';

const cache = new WeakMap<DatabaseHandle, Promise<string>>();

/**
 * The secret that signs unsubscribe links: EMAIL_LINK_SECRET when set; otherwise generated once and kept where the
 * data lives (DATA_DIR/email-link-secret for the embedded database, the email_link_secret table on PostgreSQL), as
 * the VAPID keys are (services/notifications/vapid-keys.ts), so links in mails already sent keep working across
 * restarts and instances.
 */
export function emailLinkSecret(config: Pick<Config, 'emailLinkSecret' | 'dataDir'>, database: DatabaseHandle): Promise<string> {
  let secret = cache.get(database);
  if (!secret) {
    secret = config.emailLinkSecret ? Promise.resolve(config.emailLinkSecret) : database.kind === 'pglite' ? Promise.resolve(fileSecret(config.dataDir)) : tableSecret(database);
    secret.catch(() => cache.delete(database));
    cache.set(database, secret);
  }
  return secret;
}

function fileSecret(dataDir: string): string {
  const file = path.join(dataDir, 'email-link-secret');
  if (!fs.existsSync(file)) {
    fs.mkdirSync(dataDir, { recursive: true });
    try {
      fs.writeFileSync(file, randomBytes(32).toString('base64url'), { mode: 0o600, flag: 'wx' });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  return fs.readFileSync(file, 'utf8').trim();
}

async function tableSecret(database: DatabaseHandle): Promise<string> {
  // Two instances starting together: the first insert wins and both read it back.
  await database.db
    .insertInto('email_link_secret')
    .values({ id: 1, secret: randomBytes(32).toString('base64url') })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
  const row = await database.db.selectFrom('email_link_secret').select('secret').where('id', '=', 1).executeTakeFirstOrThrow();
  return row.secret;
}
