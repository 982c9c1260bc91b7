import { Kysely, PostgresDialect } from 'kysely';
import type pg from 'pg';
import type { DatabaseHandle } from '../../db/database';
import { PipelinedPostgresDialect } from '../../db/pipelined-driver';
import type { Database } from '../../db/schema';
import { inlineProjectionsOf, withInlineProjections } from '../../projections/runner/inline-projections';

/**
 * A Kysely over the test database, built as the app's is (pipelined on PostgreSQL), whose every statement is
 * recorded with the round trip it went in: a statement sent while none of its connection's is awaiting an
 * answer starts a round trip, one sent behind others (pipelined) rides along. `beforeStatement` may run
 * something of its own before a statement goes out (a race, on purpose); it sees the statement's text and parameters.
 */
export function countingDb(handle: DatabaseHandle) {
  const counter = { trips: [] as string[][], beforeStatement: undefined as undefined | ((text: string, parameters: readonly unknown[]) => Promise<void>) };
  const pool = handle.pool;
  const countingPool = {
    connect: async () => {
      const client = await pool.connect();
      let awaiting = 0;
      return new Proxy(client, {
        get(target, key) {
          if (key === 'query') {
            return (...args: [string | { text: string; values?: unknown[] }, ...unknown[]]) => {
              const text = typeof args[0] === 'string' ? args[0] : args[0].text;
              const parameters = (typeof args[0] === 'string' ? args[1] : args[0].values) ?? [];
              const send = () => {
                if (awaiting === 0 || counter.trips.length === 0) counter.trips.push([]);
                counter.trips.at(-1)!.push(text);
                awaiting += 1;
                const answer = (target.query as (...a: unknown[]) => Promise<unknown>)(...args);
                return answer.finally(() => {
                  awaiting -= 1;
                });
              };
              return counter.beforeStatement ? counter.beforeStatement(text, parameters as unknown[]).then(send) : send();
            };
          }
          const value: unknown = Reflect.get(target, key, target);
          return typeof value === 'function' ? value.bind(target) : value;
        },
      });
    },
    end: async () => undefined,
  } as unknown as pg.Pool;
  const dialect = handle.kind === 'postgres' ? new PipelinedPostgresDialect(countingPool) : new PostgresDialect({ pool: countingPool });
  // Commands run on it as on the handle: with the inline projections the handle was given.
  return { db: withInlineProjections(new Kysely<Database>({ dialect }), inlineProjectionsOf(handle.db)), counter };
}

/** Runs `run` and returns its value or error with the statements it sent, in order, and its round trips. */
export async function recordRoundTrips<T>(counted: ReturnType<typeof countingDb>, run: () => Promise<T>) {
  counted.counter.trips = [];
  const outcome = await run().then((value) => ({ value }), (error: unknown) => ({ error }));
  const trips = counted.counter.trips.map((trip) => [...trip]);
  return { ...outcome, trips, statements: trips.flat() };
}
