import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inlineProjectors } from '../../services/features';
import { createTestDatabase, type TestDatabase } from '../support/test-database';
import { propertyRuns } from '../support/property-runs';
import { emptyStudio, foundation, historyWithDeletions, runStudioCommand, type StudioCommand } from './support/studio-commands';

/**
 * Deleted means deleted: random histories of every feature's commands with account deletions in the middle, and
 * after each command no read table (of the inline projectors) holds more rows for a deleted member than it did
 * before it. Rows "for" a member are those whose user_id is hers: her package, ledger lines, requests, bookings,
 * waitlist entries, turnos fijos, attendance, workouts, plan and group memberships, notification preference. A
 * deleted member stays in the studio's list, so later commands keep naming her (and are refused).
 * Shrinking is off (endOnFailure): every run adds to one studio, so a smaller counterexample would not replay alone.
 */
let tdb: TestDatabase;
beforeAll(async () => {
  tdb = await createTestDatabase();
});
afterAll(() => tdb?.close());
const db = () => tdb.handle.db;

/** The inline tables with a user_id column, found in the schema so a new one is covered without a list to update. */
async function memberTables(): Promise<string[]> {
  const inline = new Set(inlineProjectors().flatMap((p) => p.tables));
  const { rows } = await sql<{ table_name: string }>`
    SELECT table_name FROM information_schema.columns WHERE column_name = 'user_id' AND table_schema = current_schema()`.execute(db());
  return rows.map((r) => r.table_name).filter((table) => inline.has(table)).toSorted();
}

/** `table:userId` → rows of that table for that member, for every deleted member. */
async function rowsFor(tables: readonly string[], userIds: ReadonlySet<string>): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  if (userIds.size === 0) return counts;
  for (const table of tables) {
    const { rows } = await sql<{ user_id: string; n: number }>`
      SELECT d.user_id, count(t.user_id)::int AS n
      FROM unnest(${[...userIds]}::text[]) AS d(user_id) LEFT JOIN ${sql.table(table)} t ON t.user_id = d.user_id
      GROUP BY d.user_id`.execute(db());
    for (const r of rows) counts.set(`${table}:${r.user_id}`, r.n);
  }
  return counts;
}

const studio = emptyStudio('gone');
const deleted = new Set<string>();

/** Runs one command; a deletion that went through adds its member to `deleted`. */
async function run(c: StudioCommand): Promise<string> {
  const outcome = await runStudioCommand(db(), studio, c);
  if (c.kind === 'DeleteAccount' && outcome === 'ok') deleted.add(studio.users[c.i % studio.users.length]!);
  return outcome;
}

describe('a deleted member gains no row in any read table', () => {
  it('holds across random histories with deletions in the middle', async () => {
    const tables = await memberTables();
    expect(tables).toEqual(expect.arrayContaining(['bookings', 'credit_ledger', 'member_packages', 'plan_members', 'standing_bookings', 'waitlist_entries', 'workout_sessions']));
    // The tour leaves every feature with something in it: packages, bookings, waitlists, plans, groups, workouts.
    for (const c of foundation()) await run(c);
    await fc.assert(
      fc.asyncProperty(historyWithDeletions({ minLength: 5, maxLength: 25 }), async (history) => {
        let before = await rowsFor(tables, deleted);
        for (const c of history) {
          const wasDeleted = new Set(deleted);
          const outcome = await run(c);
          const after = await rowsFor(tables, deleted);
          for (const userId of wasDeleted) {
            for (const table of tables) {
              const key = `${table}:${userId}`;
              expect(after.get(key), `${c.kind} (${outcome}) gave ${userId}, deleted, a row in ${table}`).toBeLessThanOrEqual(before.get(key)!);
            }
          }
          before = after;
        }
      }),
      { numRuns: propertyRuns(24), endOnFailure: true },
    );
    expect(deleted.size).toBeGreaterThan(0);
  }, 300_000);
});
