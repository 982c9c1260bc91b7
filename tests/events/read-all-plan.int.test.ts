import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appendToStreams } from '../../events/store/append';
import { headPosition, readAllQuery, type ReadAllOptions } from '../../events/store/read';
import { sequencePending } from '../../events/store/sequencer';
import { createTestDatabase, type TestDatabase } from '../support/test-database';
import { noted, thingStream } from './support/thing-events';

// T13: the projector read must walk the position index in order, never sort, wherever the reader stands.
const POSITION_INDEX = 'es_events_global_position_key';
let tdb: TestDatabase;
let head = 0;
beforeAll(async () => {
  tdb = await createTestDatabase();
  for (let s = 0; s < 20; s++) {
    const events = Array.from({ length: 250 }, (_, i) => noted(i));
    await appendToStreams(tdb.handle.db, [{ ...thingStream(`plan-${s}`), expectedVersion: 0, events }]);
  }
  await sequencePending(tdb.handle.db, { max: 2000 });
  // Committed, not sequenced yet: the read must leave these out without changing its plan.
  await appendToStreams(tdb.handle.db, [{ ...thingStream('waiting'), expectedVersion: 0, events: [noted(1), noted(2)] }]);
  await sql`ANALYZE es_events`.execute(tdb.handle.db);
  head = await headPosition(tdb.handle.db);
});
afterAll(() => tdb?.close());

interface PlanNode {
  'Node Type': string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

async function planOf(opts: ReadAllOptions): Promise<PlanNode[]> {
  const { rows } = await sql<{ 'QUERY PLAN': unknown }>`EXPLAIN (FORMAT JSON) ${readAllQuery(opts)}`.execute(tdb.handle.db);
  const raw = rows[0]!['QUERY PLAN'];
  const [root] = (typeof raw === 'string' ? JSON.parse(raw) : raw) as [{ Plan: PlanNode }];
  const nodes: PlanNode[] = [];
  const walk = (n: PlanNode) => {
    nodes.push(n);
    for (const child of n.Plans ?? []) walk(child);
  };
  walk(root.Plan);
  return nodes;
}

describe('readAll query plan (5,000 events, analyzed)', () => {
  it.each([
    ['caught up', () => ({ after: head })],
    ['behind by 300', () => ({ after: head - 300 })],
    ['from zero', () => ({ after: 0 })],
    ['from zero in batches of 1000', () => ({ after: 0, limit: 1000 })],
  ])('scans the position index in order without a Sort when %s', async (_label, opts) => {
    const nodes = await planOf(opts());
    expect(nodes.map((n) => n['Node Type'])).not.toContain('Sort');
    expect(nodes.some((n) => n['Node Type'] === 'Index Scan' && n['Index Name'] === POSITION_INDEX)).toBe(true);
  });

  it('keeps the position-order scan when filtered by a type most events have', async () => {
    const nodes = await planOf({ after: 0, types: ['ThingNoted'] });
    expect(nodes.map((n) => n['Node Type'])).not.toContain('Sort');
    expect(nodes.some((n) => n['Index Name'] === POSITION_INDEX)).toBe(true);
  });
});
