import type pg from 'pg';
import { CompiledQuery, PostgresDialect, type DatabaseConnection, type Driver, type Kysely, type QueryResult, type TransactionSettings } from 'kysely';

/**
 * Kysely's PostgreSQL driver, over pg clients in pipeline mode (`new pg.Pool({ pipeline: true })`), so a
 * transaction does not wait for PostgreSQL between statements it already knows:
 *  - BEGIN is not sent on its own: it goes out with the transaction's first statement, in the same write.
 *    Every transaction is one round trip shorter (a booking's, the sequencer's, a reactor's batch).
 *  - `pipelined(trx, queries)` sends several statements at once. PostgreSQL still runs each as its own
 *    statement, with its own snapshot: a read sent behind a statement that waited for row locks sees every
 *    commit up to the moment those locks were granted (services/platform/commands/locked-facts.ts).
 *  - `commitWith(trx, query)` sends a transaction's last statement and its COMMIT together;
 *    `withNextStatement(trx, query)` sends a SAVEPOINT with the statement that follows it.
 * Errors keep their order: of statements sent together, the first one's error is the one thrown (the later
 * ones only report the aborted transaction).
 */
export class PipelinedPostgresDialect extends PostgresDialect {
  readonly #pool: pg.Pool;

  constructor(pool: pg.Pool) {
    super({ pool });
    this.#pool = pool;
  }

  override createDriver(): Driver {
    return new PipelinedDriver(this.#pool);
  }
}

class PipelinedDriver implements Driver {
  readonly #connections = new WeakMap<pg.PoolClient, PipelinedConnection>();
  #pool: pg.Pool | undefined;

  constructor(pool: pg.Pool) {
    this.#pool = pool;
  }

  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    if (!this.#pool) throw new Error('driver has already been destroyed');
    const client = await this.#pool.connect();
    let connection = this.#connections.get(client);
    if (!connection) {
      connection = new PipelinedConnection(client);
      this.#connections.set(client, connection);
    }
    return connection;
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    let text = 'begin';
    if (settings.isolationLevel || settings.accessMode) {
      text = 'start transaction';
      if (settings.isolationLevel) text += ` isolation level ${settings.isolationLevel}`;
      if (settings.accessMode) text += ` ${settings.accessMode}`;
    }
    (connection as PipelinedConnection).deferBegin(text);
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await (connection as PipelinedConnection).end('commit');
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await (connection as PipelinedConnection).end('rollback');
  }

  async savepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`savepoint ${quoteIdent(name)}`));
  }

  async rollbackToSavepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`rollback to ${quoteIdent(name)}`));
  }

  async releaseSavepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`release ${quoteIdent(name)}`));
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    (connection as PipelinedConnection).release();
  }

  async destroy(): Promise<void> {
    const pool = this.#pool;
    this.#pool = undefined;
    await pool?.end();
  }
}

const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;

type Sent = Promise<pg.QueryResult>;

class PipelinedConnection implements DatabaseConnection {
  readonly #client: pg.PoolClient;
  /** BEGIN (or START TRANSACTION …) not sent yet: it leaves with the next statement. */
  #begin: string | undefined;
  /** Statements whose answers nobody waits for (a SAVEPOINT): they leave with the next statement, after BEGIN. */
  #deferred: CompiledQuery[] = [];
  /** COMMIT already went out with the last statement (commitWith): Kysely's own COMMIT or ROLLBACK is not sent. */
  #ended = false;

  constructor(client: pg.PoolClient) {
    this.#client = client;
  }

  deferBegin(text: string): void {
    this.#begin = text;
    this.#ended = false;
  }

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const [result] = await this.pipeline([query]);
    return result as QueryResult<R>;
  }

  // Kysely's streaming needs a cursor, which pipeline mode cannot serve; nothing here streams.
  // eslint-disable-next-line require-yield
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('streaming is not supported by the pipelined PostgreSQL driver');
  }

  /** Sends the queries (behind a deferred BEGIN) in one write and waits for every answer; the first error wins. */
  async pipeline(queries: readonly CompiledQuery[]): Promise<QueryResult<unknown>[]> {
    const sent: Sent[] = [];
    const stream = (this.#client as unknown as { connection?: { stream?: { cork?(): void; uncork?(): void } } }).connection?.stream;
    stream?.cork?.();
    try {
      if (this.#begin !== undefined) {
        sent.push(this.#client.query(this.#begin));
        this.#begin = undefined;
      }
      for (const q of [...this.#deferred.splice(0), ...queries]) sent.push(this.#client.query(q.sql, [...q.parameters]));
    } finally {
      stream?.uncork?.();
    }
    const settled = await Promise.allSettled(sent);
    const failed = settled.find((s): s is PromiseRejectedResult => s.status === 'rejected');
    if (failed) throw failed.reason;
    return settled.slice(settled.length - queries.length).map((s) => toResult((s as PromiseFulfilledResult<pg.QueryResult>).value));
  }

  /** The last statements and COMMIT together. Whether it committed or (a statement failing) rolled back, the transaction is over. */
  async commitWith(queries: readonly CompiledQuery[]): Promise<QueryResult<unknown>[]> {
    this.#ended = true;
    return (await this.pipeline([...queries, CompiledQuery.raw('commit')])).slice(0, queries.length);
  }

  /** Sends `query` with the next statement instead of now: its error, if any, is that statement's. */
  defer(query: CompiledQuery): void {
    this.#deferred.push(query);
  }

  async end(text: 'commit' | 'rollback'): Promise<void> {
    if (this.#ended) return;
    this.#ended = true;
    // Nothing was sent since BEGIN was asked for: there is no transaction on the server to end.
    if (this.#begin !== undefined) {
      this.#begin = undefined;
      this.#deferred = [];
      return;
    }
    await this.pipeline([CompiledQuery.raw(text)]);
  }

  release(): void {
    this.#begin = undefined;
    this.#deferred = [];
    this.#ended = false;
    this.#client.release();
  }
}

function toResult(r: pg.QueryResult): QueryResult<unknown> {
  const { command, rowCount, rows } = r;
  return {
    numAffectedRows: command === 'INSERT' || command === 'UPDATE' || command === 'DELETE' || command === 'MERGE' ? BigInt(rowCount ?? 0) : undefined,
    rows: rows ?? [],
  };
}

// oxlint-disable-next-line no-explicit-any -- any database's transaction
type AnyDb = Kysely<any>;

/** The connection a Kysely transaction runs on, when it can pipeline (PostgreSQL; not PGlite). */
function pipelinedConnectionOf(trx: AnyDb): Promise<PipelinedConnection | undefined> {
  return trx.getExecutor().provideConnection(async (c) => (c instanceof PipelinedConnection ? c : undefined));
}

/**
 * Runs `queries` on the transaction's connection in one round trip where it can (else one after another, as
 * on PGlite, where there is no round trip to save). Each is still its own statement with its own snapshot.
 */
export async function pipelined(trx: AnyDb, queries: readonly CompiledQuery[]): Promise<QueryResult<unknown>[]> {
  const connection = await pipelinedConnectionOf(trx);
  if (connection) return connection.pipeline(queries);
  const results: QueryResult<unknown>[] = [];
  for (const q of queries) results.push(await trx.executeQuery(q));
  return results;
}

/**
 * Runs `query` (a SAVEPOINT, whose answer nobody waits for) with the transaction's next statement where it can, in
 * the same round trip; else at once. Its error, if any, is thrown by that next statement.
 */
export async function withNextStatement(trx: AnyDb, query: CompiledQuery): Promise<void> {
  const connection = await pipelinedConnectionOf(trx);
  if (connection) connection.defer(query);
  else await trx.executeQuery(query);
}

/**
 * Sends the transaction's last statements with COMMIT where it can, and says whether COMMIT went out (Kysely's
 * own COMMIT is then skipped). Else it only runs the statements, and Kysely commits as usual.
 */
export async function commitWith(trx: AnyDb, last: CompiledQuery | readonly CompiledQuery[]): Promise<{ results: QueryResult<unknown>[]; committed: boolean }> {
  const queries = Array.isArray(last) ? last : [last as CompiledQuery];
  const connection = await pipelinedConnectionOf(trx);
  if (connection) return { results: await connection.commitWith(queries), committed: true };
  return { results: await pipelined(trx, queries), committed: false };
}
