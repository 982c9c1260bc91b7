import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../db/database';
import { migrateToLatest } from '../../db/migrate';
import { registerUser } from '../../services/membership/register-user';
import { vapidKeys } from '../../services/notifications/vapid-keys';
import { openBackup } from '../../services/platform/backup/read-backup';
import { restoreBackup } from '../../services/platform/backup/restore-backup';
import { writeBackup } from '../../services/platform/backup/write-backup';
import { createEmptyDatabase, type EmptyDatabase } from '../support/empty-database';
import { withAppProjections } from '../support/test-database';

// A studio moves between the embedded database and PostgreSQL by a backup and a restore: the rows are the
// columns' text forms either way, and the generated web-push pair goes where the other kind keeps it (a file
// with PGlite, a row with PostgreSQL), so members' push subscriptions keep working after the move.
let lite: DatabaseHandle;
let postgres: EmptyDatabase;
let work: string;
const config = (dataDir: string) => ({ dataDir, vapid: undefined, publicOrigin: undefined });

beforeAll(async () => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'pulso-cross-'));
  lite = withAppProjections(await openDatabase({ dataDir: 'memory://' }));
  await migrateToLatest(lite.db);
  await registerUser(lite.db, { actorId: 'system', now: new Date('2026-11-16T15:00:00Z') }, {
    userId: 'ana',
    profile: { firstName: 'Ana', lastName: 'Mudanza', email: 'ana@example.com' },
    source: 'local',
    adminEmails: [],
  });
  postgres = await createEmptyDatabase();
}, 120_000);
afterAll(async () => {
  await postgres?.close();
  await lite?.close();
  if (work) fs.rmSync(work, { recursive: true, force: true });
});

const users = (db: Kysely<any>) => sql`SELECT user_id, first_name, last_name, email FROM users ORDER BY user_id`.execute(db).then((r) => r.rows);
const backUp = async (database: DatabaseHandle, dataDir: string, name: string) => {
  const file = path.join(work, name);
  await writeBackup({ database, dataDir, output: fs.createWriteStream(file), now: new Date('2026-11-16T16:00:00Z') });
  return openBackup(fs.createReadStream(file), name);
};

it('moves an embedded studio to PostgreSQL with its members and its web-push pair, and back', async () => {
  const liteDir = path.join(work, 'lite');
  const pair = await vapidKeys(config(liteDir), lite);
  await restoreBackup({ database: postgres.handle, dataDir: path.join(work, 'pg'), backup: await backUp(lite, liteDir, 'embebida.tar.gz') });
  expect(await users(postgres.handle.db)).toEqual(await users(lite.db));
  expect(await users(postgres.handle.db)).toEqual([{ user_id: 'ana', first_name: 'Ana', last_name: 'Mudanza', email: 'ana@example.com' }]);
  expect(await vapidKeys(config(path.join(work, 'pg')), postgres.handle)).toMatchObject({ publicKey: pair.publicKey, privateKey: pair.privateKey });

  // Back into the embedded database it came from, replaced (a new initdb costs seconds), under a new DATA_DIR.
  const before = await users(lite.db);
  const backDir = path.join(work, 'back');
  await restoreBackup({ database: lite, dataDir: backDir, backup: await backUp(postgres.handle, path.join(work, 'pg-without-file'), 'postgres.tar.gz'), force: true });
  expect(await users(lite.db)).toEqual(before);
  expect(JSON.parse(fs.readFileSync(path.join(backDir, 'vapid-keys.json'), 'utf8'))).toEqual({ publicKey: pair.publicKey, privateKey: pair.privateKey });
});
