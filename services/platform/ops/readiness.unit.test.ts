import { describe, expect, it } from 'vitest';
import { migrations } from '../../../migrations';
import { checkReadiness, type SqlRunner } from './readiness';

const allApplied = Object.keys(migrations).map((name) => ({ name }));

interface Answers {
  migrations: () => Promise<unknown[]>;
  log?: { head: number; unsequenced: number };
  checkpoints?: unknown[];
}

/** A database that answers each statement with the rows the matching entry gives (or never, or an error). */
const database = (answers: Answers): SqlRunner => ({
  query: async <Row>(text: string) => {
    if (text.includes('kysely_migration')) return { rows: (await answers.migrations()) as Row[] };
    if (text.includes('projection_checkpoints')) return { rows: (answers.checkpoints ?? []) as Row[] };
    return { rows: [answers.log ?? { head: 0, unsequenced: 0 }] as Row[] };
  },
});
const never = () => new Promise<never>(() => undefined);

describe('readiness', () => {
  it('calls a database that does not answer in time unreachable instead of hanging the probe', async () => {
    const result = await checkReadiness(database({ migrations: never }), { maxLag: 10, timeoutMs: 20 });
    expect(result).toEqual({ ready: false, checks: { database: 'unreachable', migrations: 'unknown', sequencer: 'unknown', processors: 'unknown' } });
  });

  it('tells a never-migrated database (no migrations table) from an unreachable one', async () => {
    const undefinedTable = Object.assign(new Error('relation "kysely_migration" does not exist'), { code: '42P01' });
    const result = await checkReadiness(database({ migrations: () => Promise.reject(undefinedTable) }), { maxLag: 10, timeoutMs: 1000 });
    expect(result.checks).toEqual({ database: 'ok', migrations: 'pending', sequencer: 'unknown', processors: 'unknown' });
    expect(result.pendingMigrations).toHaveLength(allApplied.length);
  });

  it('ignores migrations only a newer version knows (a rolling deploy)', async () => {
    const result = await checkReadiness(
      database({ migrations: async () => [...allApplied, { name: '2099-01-01T0000_future' }] }),
      { maxLag: 10, timeoutMs: 1000 },
    );
    expect(result).toEqual({ ready: true, checks: { database: 'ok', migrations: 'ok', sequencer: 'ok', processors: 'ok' } });
  });

  it('measures lag against the head and allows exactly maxLag', async () => {
    const checkpoints = [
      { name: 'a', status: 'live', position: '90' },
      { name: 'b', status: 'catching_up', position: '89' },
    ];
    const result = await checkReadiness(database({ migrations: async () => allApplied, log: { head: 100, unsequenced: 0 }, checkpoints }), { maxLag: 10, timeoutMs: 1000 });
    expect(result).toMatchObject({ ready: false, checks: { sequencer: 'ok', processors: 'lagging' }, behind: [{ name: 'b', lag: 11 }] });
    expect(result.behind).toHaveLength(1);
  });

  it('is not ready while more than maxLag committed events wait for the sequencer', async () => {
    const at = (unsequenced: number) => checkReadiness(database({ migrations: async () => allApplied, log: { head: 100, unsequenced } }), { maxLag: 10, timeoutMs: 1000 });
    expect(await at(10)).toMatchObject({ ready: true });
    expect(await at(11)).toEqual({ ready: false, checks: { database: 'ok', migrations: 'ok', sequencer: 'lagging', processors: 'ok' }, unsequenced: 11 });
  });
});
