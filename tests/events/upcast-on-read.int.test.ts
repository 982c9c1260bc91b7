import { sql } from 'kysely';
import { Type } from 'typebox';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { defineEvents } from '../../events/catalog/define-events';
import { addEventTypesForTests } from '../../events/catalog/registry';
import { appendToStreams } from '../../events/store/append';
import { readAll, readStream } from '../../events/store/read';
import { sequencePending } from '../../events/store/sequencer';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

// T14 through the store: a v1 row written long ago reads back as v2; new appends are written at v2.
addEventTypesForTests(defineEvents({
  FakeRenamed: {
    schema: Type.Object({ label: Type.String() }),
    schemaVersion: 2,
    upcasters: { 1: (v1: { title: string }) => ({ label: v1.title }) },
  },
}));

let tdb: TestDatabase;
beforeAll(async () => {
  tdb = await createTestDatabase();
});
afterAll(() => tdb?.close());

it('upcasts stored v1 events on every read path and appends new ones at v2', async () => {
  const db = tdb.handle.db;
  const legacy = [{ streamId: 'fake:1', streamType: 'fake', expectedVersion: 0, events: [
    { eventId: '00000000-0000-4000-8000-0000000000a1', type: 'FakeRenamed', schemaVersion: 1, data: { title: 'viejo' } },
  ] }];
  await sql`SELECT * FROM es_append(${JSON.stringify(legacy)}::jsonb)`.execute(db);
  await appendToStreams(db, [{ streamId: 'fake:1', streamType: 'fake', expectedVersion: 1, events: [{ type: 'FakeRenamed', data: { label: 'nuevo' } }] }]);
  await sequencePending(db);

  const stream = await readStream(db, 'fake:1');
  expect(stream.events.map((e) => [e.schemaVersion, e.data])).toEqual([[2, { label: 'viejo' }], [2, { label: 'nuevo' }]]);
  expect((await readAll(db, { after: 0, types: ['FakeRenamed'] })).map((e) => e.data.label)).toEqual(['viejo', 'nuevo']);
  const { rows } = await sql<{ schema_version: number }>`SELECT schema_version FROM es_events ORDER BY global_position`.execute(db);
  expect(rows.map((r) => r.schema_version)).toEqual([1, 2]); // stored rows are never rewritten
});
