import { describe, expect, it } from 'vitest';
import { migrations } from '../../../migrations';
import { checkReadiness, type SqlRunner } from './readiness';

const allApplied = Object.keys(migrations).map((name) => ({ name }));

/** A database that answers each statement with the rows the matching entry gives (or never, or an error). */
const database = (answers: { migrations: () => Promise<unknown[]>; checkpoints?: () => Promise<unknown[]> }): SqlRunner => ({
  query: async <Row>(text: string) => ({ rows: (await (text.includes('kysely_migration') ? answers.migrations() : answers.checkpoints!())) as Row[] }),
});
const never = () => new Promise<never>(() => undefined);

describe('readiness', () => {
  it('calls a database that does not answer in time unreachable instead of hanging the probe', async () => {
    const result = await checkReadiness(database({ migrations: never }), { maxLag: 10, timeoutMs: 20 });
    expect(result).toEqual({ ready: false, checks: { database: 'unreachable', migrations: 'unknown', processors: 'unknown' } });
  });

  it('tells a never-migrated database (no migrations table) from an unreachable one', async () => {
    const undefinedTable = Object.assign(new Error('relation "kysely_migration" does not exist'), { code: '42P01' });
    const result = await checkReadiness(database({ migrations: () => Promise.reject(undefinedTable) }), { maxLag: 10, timeoutMs: 1000 });
    expect(result.checks).toEqual({ database: 'ok', migrations: 'pending', processors: 'unknown' });
    expect(result.pendingMigrations).toHaveLength(allApplied.length);
  });

  it('ignores migrations only a newer version knows (a rolling deploy)', async () => {
    const result = await checkReadiness(
      database({ migrations: async () => [...allApplied, { name: '2099-01-01T0000_future' }], checkpoints: async () => [] }),
      { maxLag: 10, timeoutMs: 1000 },
    );
    expect(result).toEqual({ ready: true, checks: { database: 'ok', migrations: 'ok', processors: 'ok' } });
  });

  it('measures lag against the head and allows exactly maxLag', async () => {
    const rows = [
      { name: 'a', status: 'live', position: '90', head: '100' },
      { name: 'b', status: 'catching_up', position: '89', head: '100' },
    ];
    const result = await checkReadiness(database({ migrations: async () => allApplied, checkpoints: async () => rows }), { maxLag: 10, timeoutMs: 1000 });
    expect(result).toMatchObject({ ready: false, checks: { processors: 'lagging' }, behind: [{ name: 'b', lag: 11 }] });
  });
});
