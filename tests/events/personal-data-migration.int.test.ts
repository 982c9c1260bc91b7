import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { sequencePending } from '../../events/store/sequencer';
import { up as sealPersonalData } from '../../migrations/2026-11-25T1200_personal_data_keys';
import { rebuildProjections } from '../../projections/rebuild';
import { inlineProjectors } from '../../services/features';
import { registerUser } from '../../services/membership/register-user';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

// Migration 2026-11-25T1200: events written before crypto-shredding (v1, names and email in clear) are sealed in
// place under a new key per member; members deleted before it get no key, so nothing of theirs opens again.
let tdb: TestDatabase;
beforeAll(async () => {
  tdb = await createTestDatabase();
});
afterAll(() => tdb?.close());
const db = () => tdb.handle.db;

const v1 = (type: string, data: object) => ({ eventId: randomUUID(), type, schemaVersion: 1, data });
const CLEAR = ['Anacleta', 'Viejo', 'anacleta@example.com', 'Renovada', 'anacleta.nueva@example.com', 'Bartolo', 'Borrado', 'bartolo@example.com'];

it('seals every plaintext UserRegistered / UserProfileUpdated, keyed per member, and the app reads them as before', async () => {
  const legacy = [
    { streamId: 'user:old-ana', streamType: 'user', expectedVersion: 0, events: [
      v1('UserRegistered', { userId: 'old-ana', firstName: 'Anacleta', lastName: 'Viejo', email: 'anacleta@example.com', role: 'member', source: 'local' }),
      v1('UserProfileUpdated', { userId: 'old-ana', firstName: 'Anacleta', lastName: 'Renovada', email: 'anacleta.nueva@example.com' }),
    ] },
    { streamId: 'user:old-beto', streamType: 'user', expectedVersion: 0, events: [
      v1('UserRegistered', { userId: 'old-beto', firstName: 'Bartolo', lastName: 'Borrado', email: 'bartolo@example.com', role: 'member', source: 'local' }),
      v1('UserDeleted', { userId: 'old-beto' }),
    ] },
  ];
  await sql`SELECT * FROM es_append(${JSON.stringify(legacy)}::jsonb)`.execute(db());
  await sequencePending(db());
  const logText = async () => (await sql<{ t: string }>`SELECT string_agg(data::text, ' ') AS t FROM es_events`.execute(db())).rows[0]!.t;
  expect(await logText()).toContain('Anacleta');

  // As on a database of the previous release: the migration runs on a log without the keys table.
  await sql`DROP TABLE personal_data_keys`.execute(db());
  await sealPersonalData(db());

  const text = await logText();
  for (const value of CLEAR) expect(text).not.toContain(value);
  const { rows } = await sql<{ event_type: string; schema_version: number }>`
    SELECT event_type, schema_version FROM es_events ORDER BY global_position`.execute(db());
  expect(rows).toEqual([
    { event_type: 'UserRegistered', schema_version: 2 },
    { event_type: 'UserProfileUpdated', schema_version: 2 },
    { event_type: 'UserRegistered', schema_version: 2 },
    { event_type: 'UserDeleted', schema_version: 1 },
  ]);
  const keys = await sql<{ user_id: string }>`SELECT user_id FROM personal_data_keys ORDER BY 1`.execute(db());
  expect(keys.rows.map((r) => r.user_id)).toEqual(['old-ana']);

  // Replay: the living member's latest profile; the deleted one is "Socio eliminado".
  await rebuildProjections(db(), { projectors: inlineProjectors() });
  const users = await db().selectFrom('users').select(['user_id', 'first_name', 'last_name', 'email', 'hidden']).orderBy('user_id').execute();
  expect(users).toEqual([
    { user_id: 'old-ana', first_name: 'Anacleta', last_name: 'Renovada', email: 'anacleta.nueva@example.com', hidden: false },
    { user_id: 'old-beto', first_name: 'Socio', last_name: 'eliminado', email: '', hidden: true },
  ]);

  // The decider reads the sealed stream: the same profile again appends nothing, a new one appends sealed.
  const ctx = { actorId: 'old-ana', now: new Date('2026-11-25T12:00:00Z') };
  const same = { firstName: 'Anacleta', lastName: 'Renovada', email: 'anacleta.nueva@example.com' };
  expect((await registerUser(db(), ctx, { userId: 'old-ana', profile: same, source: 'local', adminEmails: [] })).events).toHaveLength(0);
  const changed = await registerUser(db(), ctx, { userId: 'old-ana', profile: { ...same, lastName: 'Tercera' }, source: 'local', adminEmails: [] });
  expect(changed.events.map((e) => e.type)).toEqual(['UserProfileUpdated']);
  expect(JSON.stringify(changed.events)).not.toContain('Tercera');
  expect((await db().selectFrom('users').select('last_name').where('user_id', '=', 'old-ana').executeTakeFirstOrThrow()).last_name).toBe('Tercera');
});
