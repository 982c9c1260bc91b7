import fs from 'node:fs';
import path from 'node:path';
import webpush from 'web-push';
import type { Config } from '../config';
import type { DatabaseHandle } from '../../db/database';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

// Push services want a contact; set VAPID_SUBJECT (mailto: or https:) in production.
const DEFAULT_SUBJECT = 'mailto:notificaciones@pulso.invalid';
const cache = new WeakMap<DatabaseHandle, Promise<VapidKeys>>();

/**
 * The server's VAPID key pair: from the environment when set; otherwise generated once and kept where the
 * data lives (DATA_DIR/vapid-keys.json for the embedded database, the push_vapid_keys table on PostgreSQL),
 * so subscriptions keep working across restarts. Never committed anywhere.
 */
export function vapidKeys(config: Pick<Config, 'vapid' | 'dataDir' | 'publicOrigin'>, database: DatabaseHandle): Promise<VapidKeys> {
  let keys = cache.get(database);
  if (!keys) {
    keys = loadVapidKeys(config, database);
    keys.catch(() => cache.delete(database));
    cache.set(database, keys);
  }
  return keys;
}

async function loadVapidKeys(config: Pick<Config, 'vapid' | 'dataDir' | 'publicOrigin'>, database: DatabaseHandle): Promise<VapidKeys> {
  const subject = config.vapid?.subject ?? (config.publicOrigin?.startsWith('https://') ? config.publicOrigin : DEFAULT_SUBJECT);
  if (!config.vapid?.publicKey !== !config.vapid?.privateKey) {
    throw new Error('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together (or neither, to generate a pair).');
  }
  if (config.vapid?.publicKey && config.vapid.privateKey) return { publicKey: config.vapid.publicKey, privateKey: config.vapid.privateKey, subject };
  const pair = database.kind === 'pglite' ? fileKeys(config.dataDir) : await tableKeys(database);
  return { ...pair, subject };
}

function fileKeys(dataDir: string): { publicKey: string; privateKey: string } {
  const file = path.join(dataDir, 'vapid-keys.json');
  if (!fs.existsSync(file)) {
    fs.mkdirSync(dataDir, { recursive: true });
    const fresh = webpush.generateVAPIDKeys();
    try {
      fs.writeFileSync(file, JSON.stringify(fresh), { mode: 0o600, flag: 'wx' });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  const stored = JSON.parse(fs.readFileSync(file, 'utf8')) as { publicKey: string; privateKey: string };
  return { publicKey: stored.publicKey, privateKey: stored.privateKey };
}

async function tableKeys(database: DatabaseHandle): Promise<{ publicKey: string; privateKey: string }> {
  const fresh = webpush.generateVAPIDKeys();
  // Two instances starting together: the first insert wins and both read it back.
  await database.db
    .insertInto('push_vapid_keys')
    .values({ id: 1, public_key: fresh.publicKey, private_key: fresh.privateKey })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
  const row = await database.db.selectFrom('push_vapid_keys').selectAll().where('id', '=', 1).executeTakeFirstOrThrow();
  return { publicKey: row.public_key, privateKey: row.private_key };
}
