import { Kysely, PostgresDialect } from 'kysely';
import type pg from 'pg';
import type { Database } from '../../db/schema';

/** A Kysely over the test database whose every round trip to the server (BEGIN and COMMIT too) is counted,
 * and `beforeStatement` may run something of its own before a statement goes out (a race, on purpose). */
export function countingDb(pool: pg.Pool) {
  const counter = { statements: [] as string[], beforeStatement: undefined as undefined | ((text: string) => Promise<void>) };
  const countingPool = {
    connect: async () => {
      const client = await pool.connect();
      return new Proxy(client, {
        get(target, key) {
          if (key === 'query') {
            return (...args: [string | { text: string }, ...unknown[]]) => {
              const text = typeof args[0] === 'string' ? args[0] : args[0].text;
              counter.statements.push(text);
              const send = () => (target.query as (...a: unknown[]) => unknown)(...args);
              return counter.beforeStatement ? counter.beforeStatement(text).then(send) : send();
            };
          }
          const value: unknown = Reflect.get(target, key, target);
          return typeof value === 'function' ? value.bind(target) : value;
        },
      });
    },
    end: async () => undefined,
  };
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: countingPool as unknown as pg.Pool }) });
  return { db, counter };
}

/** Runs `run` and returns its value or error with the statements it sent, in order. */
export async function recordRoundTrips<T>(counted: ReturnType<typeof countingDb>, run: () => Promise<T>) {
  counted.counter.statements = [];
  const outcome = await run().then((value) => ({ value }), (error: unknown) => ({ error }));
  return { ...outcome, statements: [...counted.counter.statements] };
}
