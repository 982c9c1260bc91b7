import fc from 'fast-check';
import { sql, type RawBuilder } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as streams from '../../events/streams';
import type { StreamRef, StreamSql } from '../../events/streams';
import { propertyRuns } from '../support/property-runs';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

// Each stream kind's id is spelled twice, in TypeScript for appends and in SQL for queries that join the log to read
// tables: both must name the same stream, from the columns those queries really use (integer ids, dates, text keys).

let tdb: TestDatabase;
beforeAll(async () => {
  tdb = await createTestDatabase();
});
afterAll(() => tdb?.close());

const inSql = async (stream: StreamSql, columns: { n: number; d: string; t: string }): Promise<StreamRef> => {
  const { rows } = await sql<StreamRef>`
    SELECT ${stream.streamId} AS "streamId", ${stream.streamType} AS "streamType"
    FROM (SELECT ${columns.n}::integer AS n, ${columns.d}::date AS d, ${columns.t}::text AS t) c`.execute(tdb.handle.db);
  return rows[0]!;
};

const n = sql.ref('c.n');
const d = sql.ref('c.d');
const t = sql.ref('c.t');
const kinds: [string, (v: { n: number; d: string; t: string }) => StreamRef, StreamSql][] = [
  ['occurrence', (v) => streams.occurrenceStream(v.n, v.d), streams.occurrenceStream.sql(n, d)],
  ['studio day', (v) => streams.studioDayStream(v.d), streams.studioDayStream.sql(d)],
  ['member', (v) => streams.memberStream(v.t), streams.memberStream.sql(t)],
  ['user', (v) => streams.userStream(v.t), streams.userStream.sql(t)],
  ['notification settings', (v) => streams.notificationSettingsStream(v.t), streams.notificationSettingsStream.sql(t)],
  ['notice channels', (v) => streams.noticeChannelsStream(v.t), streams.noticeChannelsStream.sql(t)],
  ['discipline', (v) => streams.disciplineStream(v.n), streams.disciplineStream.sql(n)],
  ['schedule slot', (v) => streams.scheduleSlotStream(v.n), streams.scheduleSlotStream.sql(n)],
  ['package', (v) => streams.packageStream(v.n), streams.packageStream.sql(n)],
  ['group', (v) => streams.groupStream(v.n), streams.groupStream.sql(n)],
  ['news', (v) => streams.newsStream(v.n), streams.newsStream.sql(n)],
  ['video', (v) => streams.videoStream(v.n), streams.videoStream.sql(n)],
  ['plan', (v) => streams.planStream(v.n), streams.planStream.sql(n)],
  ['library exercise', (v) => streams.libraryExerciseStream(v.n), streams.libraryExerciseStream.sql(n)],
  ['package settings', () => streams.packageSettingsStream(), streams.packageSettingsStream.sql()],
  ['trial leads', () => streams.trialLeadsStream(), streams.trialLeadsStream.sql()],
  ['trial settings', () => streams.trialSettingsStream(), streams.trialSettingsStream.sql()],
  ['workout session', (v) => streams.workoutSessionStream(v.t), streams.workoutSessionStream.sql(t)],
  ['reminder settings', () => streams.reminderSettingsStream(), streams.reminderSettingsStream.sql()],
  ['class reminder', (v) => streams.classReminderStream(v.n, v.d, v.t), streams.classReminderStream.sql(n, d, t)],
  ['package reminder', (v) => streams.packageReminderStream(v.t, v.d), streams.packageReminderStream.sql(t, d)],
  ['calendar feed', (v) => streams.calendarFeedStream(v.t), streams.calendarFeedStream.sql(t)],
  ['member phone', (v) => streams.memberPhoneStream(v.t), streams.memberPhoneStream.sql(t)],
];

const values = fc.record({
  n: fc.integer({ min: 1, max: 2_147_483_647 }),
  d: fc.date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2099-12-31T00:00:00Z'), noInvalidDate: true }).map((x) => x.toISOString().slice(0, 10)),
  t: fc.oneof(fc.uuid(), fc.string({ minLength: 1, maxLength: 24 }).filter((s) => !s.includes('\u0000'))),
});

describe('stream ids in TypeScript and in SQL', () => {
  it.each(kinds)('%s: both spellings name the same stream', async (_name, ts, inSqlForm) => {
    await fc.assert(
      fc.asyncProperty(values, async (v) => {
        expect(await inSql(inSqlForm, v)).toEqual(ts(v));
      }),
      { numRuns: propertyRuns(30) },
    );
  });

  it('takes parameters as well as columns: an occurrence named by a request', async () => {
    const stream: RawBuilder<string> = streams.occurrenceStream.sql(sql.val(12), sql.val('2026-03-02')).streamId;
    const { rows } = await sql<{ id: string }>`SELECT ${stream} AS id`.execute(tdb.handle.db);
    expect(rows[0]!.id).toBe(streams.occurrenceStream(12, '2026-03-02').streamId);
  });

  it('takes an expression whole: a member named by an event payload', async () => {
    const { rows } = await sql<{ id: string }>`
      SELECT ${streams.memberStream.sql(sql`e.data->>'userId'`).streamId} AS id FROM (SELECT '{"userId":"ana"}'::jsonb AS data) e`.execute(tdb.handle.db);
    expect(rows[0]!.id).toBe('member:ana');
  });

  it('selects a stream row as the facts commands list their streams', async () => {
    const { rows } = await sql<{ stream_id: string; stream_type: string }>`SELECT ${streams.streamColumns(streams.memberStream.sql(sql.val('ana')))}`.execute(tdb.handle.db);
    expect(rows).toEqual([{ stream_id: 'member:ana', stream_type: 'member' }]);
  });
});
