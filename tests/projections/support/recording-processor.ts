import { sql, type Kysely } from 'kysely';
import type { RecordedEvent } from '../../../events/framework/event';
import type { AsyncProcessor } from '../../../projections/runner/async-processor';

/** A read table for runner tests: one row per applied event, with no key, so a double apply shows. */
export async function createAppliedTable(db: Kysely<any>): Promise<void> {
  await sql`CREATE TABLE IF NOT EXISTS applied (processor text NOT NULL, position bigint NOT NULL, n int, runner text)`.execute(db);
}

/** A processor that records every event it applies; `onEvent` runs after each row is written and may throw or stall. */
export function recordingProcessor(
  name: string,
  opts: { runner?: string; handles?: string[]; onEvent?: (event: RecordedEvent, trx: Kysely<any>) => Promise<void> | void } = {},
): AsyncProcessor & { batches: number[][] } {
  const batches: number[][] = [];
  return {
    name,
    handles: opts.handles,
    tables: ['applied'],
    batches,
    async handle(trx, events) {
      batches.push(events.map((e) => e.globalPosition));
      for (const event of events) {
        await sql`INSERT INTO applied VALUES (${name}, ${event.globalPosition}, ${Number(event.data.n ?? 0)}, ${opts.runner ?? null})`.execute(trx);
        await opts.onEvent?.(event, trx);
      }
    },
  };
}

export async function appliedPositions(db: Kysely<any>, processor: string): Promise<number[]> {
  const { rows } = await sql<{ position: number }>`
    SELECT position FROM applied WHERE processor = ${processor} ORDER BY position`.execute(db);
  return rows.map((r) => Number(r.position));
}

export async function appliedRunners(db: Kysely<any>, processor: string): Promise<Record<string, number>> {
  const { rows } = await sql<{ runner: string; n: number }>`
    SELECT runner, count(*)::int AS n FROM applied WHERE processor = ${processor} GROUP BY runner`.execute(db);
  return Object.fromEntries(rows.map((r) => [r.runner, r.n]));
}

export async function checkpointOf(db: Kysely<any>, name: string) {
  const { rows } = await sql<{ position: string; status: string; error: unknown }>`
    SELECT position, status, error FROM projection_checkpoints WHERE name = ${name}`.execute(db);
  return rows[0];
}

export const quietErrors = () => undefined;
