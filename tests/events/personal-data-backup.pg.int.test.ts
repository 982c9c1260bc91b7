import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../db/database';
import { migrateToLatest } from '../../db/migrate';
import { sequencePending } from '../../events/store/sequencer';
import { rebuildProjections } from '../../projections/rebuild';
import { inlineProjectors } from '../../services/features';
import { deleteAccount } from '../../services/membership/delete-account';
import { registerUser } from '../../services/membership/register-user';
import { createTestDatabase, type TestDatabase } from '../support/test-database';
import { admin } from '../support/empty-database';

// The members' keys are ordinary rows: a pg_dump carries them with the log, so a restored studio reads its
// members' names, and a member deleted before the dump stays "Socio eliminado".
const execFileAsync = promisify(execFile);
let source: TestDatabase;
let restored: DatabaseHandle | undefined;
let restoredName: string | undefined;
let workDir: string | undefined;


beforeAll(async () => {
  source = await createTestDatabase();
});
afterAll(async () => {
  await restored?.close();
  if (restoredName) await admin(`DROP DATABASE IF EXISTS ${restoredName} WITH (FORCE)`);
  if (workDir) await rm(workDir, { recursive: true, force: true });
  await source?.close();
});

it('restores the keys with the log: replay on the restored database names the members who still exist', async () => {
  const db = source.handle.db;
  const ctx = { actorId: 'system', now: new Date('2026-11-25T12:00:00Z') };
  const register = (userId: string, firstName: string) =>
    registerUser(db, ctx, { userId, profile: { firstName, lastName: 'Respaldo', email: `${userId}@example.com` }, source: 'local', adminEmails: [] });
  await register('ana', 'Anabela');
  await register('beto', 'Bertoldo');
  await deleteAccount(db, ctx, { userId: 'beto', today: '2026-11-25', tz: 'America/Argentina/Buenos_Aires' });
  await sequencePending(db);

  workDir = await mkdtemp(path.join(tmpdir(), 'pulso-keys-'));
  const dumpFile = path.join(workDir, 'pulso.dump');
  await execFileAsync('/usr/bin/pg_dump', ['-Fc', '-f', dumpFile, source.url!]);
  restoredName = `t_${randomUUID().replaceAll('-', '')}`;
  await admin(`CREATE DATABASE ${restoredName}`);
  const url = new URL(inject('pgAdminUrl'));
  url.pathname = `/${restoredName}`;
  await execFileAsync('/usr/bin/pg_restore', ['--exit-on-error', '--no-owner', '-d', url.toString(), dumpFile]);

  restored = await openDatabase({ databaseUrl: url.toString(), dataDir: '' });
  await migrateToLatest(restored.db);
  await rebuildProjections(restored.db, { projectors: inlineProjectors() });
  const users = await restored.db.selectFrom('users').select(['user_id', 'first_name', 'last_name', 'email']).orderBy('user_id').execute();
  expect(users).toEqual([
    { user_id: 'ana', first_name: 'Anabela', last_name: 'Respaldo', email: 'ana@example.com' },
    { user_id: 'beto', first_name: 'Socio', last_name: 'eliminado', email: '' },
  ]);
});
